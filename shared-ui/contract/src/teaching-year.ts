// The teaching year: the college settings, the class timetable, attendance and its shortage list.
import { type Static, Type } from 'typebox';
import {
  academicYear,
  academicYearQuery,
  dateTime,
  day,
  fileReply,
  idParams,
  idString,
  listQueryProperties,
  multilineText,
  nullable,
  replies,
  requiredDate,
  requiredText,
  type RouteSchema,
  strictObject,
  year,
} from './common.ts';
import { SETTINGS_LIMITS, TIME_PATTERN, TIMETABLE_LIMITS } from './limits.ts';
import { classStudentReply, personRef, subjectRef } from './records.ts';

const GUARDED = [401, 403] as const;
const WRITE = [400, 401, 403, 413, 415] as const;

const recordId = Type.Integer({ minimum: 1, maximum: 999_999_999 });
const version = Type.Integer({ minimum: 0, maximum: 2_000_000_000 });
const time = Type.String({ pattern: TIME_PATTERN, description: 'HH:MM, 24-hour clock' });

// ---- college settings ------------------------------------------------------------------------------------

const settingsFields = {
  academicYear,
  /** Percent of the classes held a student must attend to sit the exam. */
  attendanceThreshold: Type.Integer({ minimum: SETTINGS_LIMITS.minThreshold, maximum: SETTINGS_LIMITS.maxThreshold }),
  /** Days after a class in which its teacher may still correct the attendance. */
  correctionWindowDays: Type.Integer({ minimum: 0, maximum: SETTINGS_LIMITS.maxCorrectionDays }),
  hallTicketRequiresNoOverdueFees: Type.Boolean(),
};
/** Years after graduating or being archived in which a former student may still sign in for their marksheets and transcript. */
const formerStudentAccessYears = Type.Integer({ minimum: 0, maximum: SETTINGS_LIMITS.maxFormerStudentYears });
export const settingsReply = Type.Object({ ...settingsFields, formerStudentAccessYears, academicYear: Type.String(), version: Type.Integer() });
/** Without `formerStudentAccessYears` the stored value stays. */
export const settingsBody = strictObject({ ...settingsFields, formerStudentAccessYears: Type.Optional(formerStudentAccessYears), version });
export type SettingsReply = Static<typeof settingsReply>;

// ---- class timetable -------------------------------------------------------------------------------------

const weekday = Type.Integer({ minimum: TIMETABLE_LIMITS.minWeekday, maximum: TIMETABLE_LIMITS.maxWeekday, description: '1 Monday .. 6 Saturday' });

export const periodReply = Type.Object({
  id: Type.Integer(),
  year,
  weekday: Type.Integer(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  room: Type.String(),
  subject: subjectRef,
  teacher: personRef,
});
export type PeriodReply = Static<typeof periodReply>;

export const timetableReply = Type.Object({ academicYear: Type.String(), year, version: Type.Integer(), periods: Type.Array(periodReply) });
export type TimetableReply = Static<typeof timetableReply>;
export const classTimetableQuery = Type.Object({ year: Type.Optional(year), academicYear: Type.Optional(academicYear) });

/** A period with an `id` keeps it (and the attendance taken in it); one without is new; one left out is removed. */
export const periodInput = strictObject({
  id: Type.Optional(recordId),
  weekday,
  startsAt: time,
  endsAt: time,
  subjectId: recordId,
  facultyId: recordId,
  room: requiredText(TIMETABLE_LIMITS.room),
});
export type PeriodInput = Static<typeof periodInput>;
/** `version`: the timetable's as it was read; a save over someone else's newer one is refused (409). */
export const timetableBody = strictObject({
  academicYear,
  year,
  version,
  periods: Type.Array(periodInput, { maxItems: TIMETABLE_LIMITS.maxPeriods }),
});
export type TimetableBody = Static<typeof timetableBody>;
export const teacherWeekReply = Type.Object({ academicYear: Type.String(), periods: Type.Array(periodReply) });

// ---- attendance ------------------------------------------------------------------------------------------

export const dateQuery = Type.Object({ date: requiredDate });
export const rollReply = Type.Object({
  period: periodReply,
  date: day,
  taken: Type.Boolean(),
  takenAt: nullable(dateTime),
  /** Whether the signed-in person may still save it (a teacher: within the correction window). */
  editable: Type.Boolean(),
  /** Saving needs a reason (an admin's correction after the window). */
  reasonRequired: Type.Boolean(),
  correctionWindowDays: Type.Integer(),
  students: Type.Array(Type.Object({ ...classStudentReply.properties, present: Type.Boolean() })),
});
export type RollReply = Static<typeof rollReply>;
/** Everyone not listed is present. */
export const rollBody = strictObject({
  date: requiredDate,
  absentStudentIds: Type.Array(recordId, { maxItems: 2000 }),
  reason: Type.Optional(multilineText(TIMETABLE_LIMITS.reason)),
});
export type RollBody = Static<typeof rollBody>;

const tally = {
  held: Type.Integer(),
  attended: Type.Integer(),
  /** Percent, one decimal; null before any class was held. */
  percentage: nullable(Type.Number()),
  /** Classes in a row the student must attend to reach the threshold (0 when there). */
  needed: Type.Integer(),
};
export const studentAttendanceReply = Type.Object({
  academicYear: Type.String(),
  threshold: Type.Integer(),
  subjects: Type.Array(Type.Object({ subject: subjectRef, ...tally, condoned: Type.Boolean() })),
  overall: Type.Object(tally),
});
export type StudentAttendanceReply = Static<typeof studentAttendanceReply>;

export const condonationReply = Type.Object({ reason: Type.String(), by: Type.String(), at: dateTime });
export const shortageRowReply = Type.Object({
  student: classStudentReply,
  subject: subjectRef,
  held: Type.Integer(),
  attended: Type.Integer(),
  percentage: Type.Number(),
  condonation: nullable(condonationReply),
});
export type ShortageRowReply = Static<typeof shortageRowReply>;
const shortagesFilter = { academicYear: Type.Optional(academicYear), year: Type.Optional(year), subjectId: Type.Optional(idString) };
/** One page of the list (default: page 1 of 50 rows); without `year`, every year of study. */
export const shortagesQuery = Type.Object({ ...shortagesFilter, page: listQueryProperties.page, pageSize: listQueryProperties.pageSize });
export const shortagesReply = Type.Object({
  academicYear: Type.String(),
  threshold: Type.Integer(),
  rows: Type.Array(shortageRowReply),
  /** Rows matching the filter over all pages. */
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export const shortagesCsvQuery = Type.Object(shortagesFilter);
export const condonationBody = strictObject({ studentId: recordId, subjectId: recordId, academicYear, reason: requiredText(TIMETABLE_LIMITS.reason) });

// ---- routes ----------------------------------------------------------------------------------------------

export const teachingYearRoutes = {
  'GET /settings': { response: replies({ 200: settingsReply }, ...GUARDED) },
  'PUT /settings': { body: settingsBody, response: replies({ 200: settingsReply }, ...WRITE, 409) },

  'GET /timetable': { querystring: classTimetableQuery, response: replies({ 200: timetableReply }, 400, ...GUARDED) },
  'PUT /timetable': { body: timetableBody, response: replies({ 200: timetableReply }, ...WRITE, 409) },
  'GET /faculty/:id/timetable': { params: idParams, querystring: academicYearQuery, response: replies({ 200: teacherWeekReply }, 400, ...GUARDED, 414) },

  'GET /periods/:id/attendance': { params: idParams, querystring: dateQuery, response: replies({ 200: rollReply }, 400, ...GUARDED, 404, 414) },
  'PUT /periods/:id/attendance': { params: idParams, body: rollBody, response: replies({ 200: rollReply }, ...WRITE, 404, 414) },
  'GET /students/:id/attendance': {
    params: idParams,
    querystring: academicYearQuery,
    response: replies({ 200: studentAttendanceReply }, 400, ...GUARDED, 404, 414),
  },
  'GET /attendance/shortages': { querystring: shortagesQuery, response: replies({ 200: shortagesReply }, 400, ...GUARDED) },
  'GET /attendance/shortages.csv': {
    querystring: shortagesCsvQuery,
    response: replies({ 200: fileReply('Every row of the filtered list as CSV (UTF-8 with a byte order mark)', 'text/csv') }, 400, ...GUARDED),
  },
  'POST /attendance/condonations': { body: condonationBody, response: replies({ 201: condonationReply }, ...WRITE, 409) },
} satisfies Record<string, RouteSchema>;
