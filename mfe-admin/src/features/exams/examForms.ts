import type { ExamNotice, ExamNoticeBody, ExamSlot, ExamSlotBody } from '@college/shared-ui/exams';
import { EXAM_NOTICE_MAX, EXAM_SLOT_LIMITS, lengthProblem, matches, TIME_PATTERN } from '@college/shared-ui/limits';
import { type FieldSpec, isIsoDate, requiredMessage } from '../../lib/formRules.ts';
import { todayIso } from '../../lib/money.ts';

export type SlotFormValues = Record<'date' | 'time' | 'durationMinutes' | 'subject' | 'examCode' | 'semester' | 'venue' | 'instructor', string>;
export type SlotErrors = Partial<Record<keyof SlotFormValues, string>>;

export const slotFields: FieldSpec<keyof SlotFormValues>[] = [
  { key: 'date', label: 'Date', required: true, type: 'date' },
  { key: 'time', label: 'Time', required: true, hint: 'HH:MM, 24-hour' },
  { key: 'durationMinutes', label: 'Duration (minutes)', required: true, type: 'number' },
  { key: 'subject', label: 'Subject', required: true },
  { key: 'examCode', label: 'Exam code', required: true },
  { key: 'semester', label: 'Semester', required: true },
  { key: 'venue', label: 'Venue', required: true },
  { key: 'instructor', label: 'Instructor', required: true },
];

export const slotFormFrom = (slot: ExamSlot | null): SlotFormValues =>
  slot
    ? { ...slot, durationMinutes: String(slot.durationMinutes) }
    : { date: todayIso(), time: '10:00', durationMinutes: '180', subject: '', examCode: '', semester: '', venue: '', instructor: '' };

/** The longest each text may be: the API's own limits (the contract's EXAM_SLOT_LIMITS). */
const SLOT_TEXT_MAX = {
  subject: EXAM_SLOT_LIMITS.subject,
  examCode: EXAM_SLOT_LIMITS.examCode,
  semester: EXAM_SLOT_LIMITS.semester,
  venue: EXAM_SLOT_LIMITS.venue,
  instructor: EXAM_SLOT_LIMITS.instructor,
} satisfies Partial<Record<keyof SlotFormValues, number>>;

export function validateSlot(values: SlotFormValues): SlotErrors {
  const errors: SlotErrors = {};
  for (const field of slotFields) {
    const max = SLOT_TEXT_MAX[field.key as keyof typeof SLOT_TEXT_MAX] as number | undefined;
    const problem = !values[field.key].trim()
      ? requiredMessage(field.label)
      : max === undefined
        ? undefined
        : lengthProblem(field.label, values[field.key], max);
    if (problem) errors[field.key] = problem;
  }
  if (values.date && !isIsoDate(values.date)) errors.date = 'Date must be a date (YYYY-MM-DD)';
  if (values.time && !matches(values.time.trim(), TIME_PATTERN)) errors.time = 'Time must be HH:MM (24-hour)';
  const minutes = Number(values.durationMinutes);
  const { minDuration, maxDuration } = EXAM_SLOT_LIMITS;
  if (values.durationMinutes && (!Number.isInteger(minutes) || minutes < minDuration || minutes > maxDuration)) {
    errors.durationMinutes = `Duration must be a whole number of minutes from ${minDuration} to ${maxDuration}`;
  }
  return errors;
}

export const toSlotBody = (values: SlotFormValues): ExamSlotBody => ({
  date: values.date.trim(),
  time: values.time.trim(),
  durationMinutes: Number(values.durationMinutes),
  subject: values.subject.trim(),
  examCode: values.examCode.trim(),
  semester: values.semester.trim(),
  venue: values.venue.trim(),
  instructor: values.instructor.trim(),
});

export type NoticeFormValues = { text: string; publishedOn: string; important: boolean };

export const noticeFormFrom = (notice: ExamNotice | null): NoticeFormValues =>
  notice
    ? { text: notice.text, publishedOn: notice.publishedOn.slice(0, 10), important: notice.important }
    : { text: '', publishedOn: todayIso(), important: false };

export function validateNotice(values: NoticeFormValues): Partial<Record<'text' | 'publishedOn', string>> {
  const errors: Partial<Record<'text' | 'publishedOn', string>> = {};
  const text = values.text.trim() ? lengthProblem('Text', values.text, EXAM_NOTICE_MAX) : 'Text is required';
  if (text) errors.text = text;
  if (!isIsoDate(values.publishedOn)) errors.publishedOn = 'Published on must be a date (YYYY-MM-DD)';
  return errors;
}

export const toNoticeBody = (values: NoticeFormValues): ExamNoticeBody => ({
  text: values.text.trim(),
  publishedOn: values.publishedOn,
  important: values.important,
});
