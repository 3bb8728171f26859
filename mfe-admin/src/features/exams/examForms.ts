import type { ExamNotice, ExamNoticeBody, ExamSlot, ExamSlotBody } from '@college/shared-ui/exams';
import { EXAM_NOTICE_MAX, EXAM_SLOT_LIMITS, lengthProblem, matches, TIME_PATTERN } from '@college/contract/limits';
import { type FieldSpec, isIsoDate, requiredMessage } from '../../lib/formRules.ts';
import { todayIso } from '../../lib/money.ts';

export type SlotFormValues = Record<'date' | 'time' | 'durationMinutes' | 'subjectId' | 'examCode' | 'venue', string>;
export type SlotErrors = Partial<Record<keyof SlotFormValues, string>>;
/** A subject a paper may be of: the college's subjects, by code. */
export type SlotSubject = { id: number; code: string; name: string };

/** The form's fields; the subject is chosen from the college's subjects (its name, year and teachers follow). */
export const slotFieldsFor = (subjects: readonly SlotSubject[]): FieldSpec<keyof SlotFormValues>[] => [
  { key: 'date', label: 'Date', required: true, type: 'date' },
  { key: 'time', label: 'Time', required: true, hint: 'HH:MM, 24-hour' },
  { key: 'durationMinutes', label: 'Duration (minutes)', required: true, type: 'number' },
  { key: 'subjectId', label: 'Subject', required: true, options: subjects.map((s) => ({ value: String(s.id), label: `${s.code} ${s.name}` })) },
  { key: 'examCode', label: 'Exam code', required: true, hint: "The paper's code (the subject's code unless the university gives another)" },
  { key: 'venue', label: 'Venue', required: true },
];

export const slotFormFrom = (slot: ExamSlot | null): SlotFormValues =>
  slot
    ? {
        date: slot.date,
        time: slot.time,
        durationMinutes: String(slot.durationMinutes),
        subjectId: String(slot.subjectId),
        examCode: slot.examCode,
        venue: slot.venue,
      }
    : { date: todayIso(), time: '10:00', durationMinutes: '180', subjectId: '', examCode: '', venue: '' };

/** Choosing a subject fills an empty exam code with the subject's code. */
export function withSubject(values: SlotFormValues, subjectId: string, subjects: readonly SlotSubject[]): SlotFormValues {
  const code = subjects.find((subject) => String(subject.id) === subjectId)?.code;
  return { ...values, subjectId, examCode: values.examCode.trim() || !code ? values.examCode : code };
}

/** The longest each text may be: the API's own limits (the contract's EXAM_SLOT_LIMITS). */
const SLOT_TEXT_MAX = { examCode: EXAM_SLOT_LIMITS.examCode, venue: EXAM_SLOT_LIMITS.venue } satisfies Partial<Record<keyof SlotFormValues, number>>;
const SLOT_LABELS: Record<keyof SlotFormValues, string> = {
  date: 'Date',
  time: 'Time',
  durationMinutes: 'Duration (minutes)',
  subjectId: 'Subject',
  examCode: 'Exam code',
  venue: 'Venue',
};

export function validateSlot(values: SlotFormValues): SlotErrors {
  const errors: SlotErrors = {};
  for (const key of Object.keys(SLOT_LABELS) as (keyof SlotFormValues)[]) {
    const label = SLOT_LABELS[key];
    const max = SLOT_TEXT_MAX[key as keyof typeof SLOT_TEXT_MAX] as number | undefined;
    const problem = !values[key].trim() ? requiredMessage(label) : max === undefined ? undefined : lengthProblem(label, values[key], max);
    if (problem) errors[key] = problem;
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
  subjectId: Number(values.subjectId),
  examCode: values.examCode.trim(),
  venue: values.venue.trim(),
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
