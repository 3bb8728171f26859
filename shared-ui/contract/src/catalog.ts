// Sign-in, health, subjects, the academic calendar, events, the exam timetable and notices, the audit log
// and profile pictures.
import { Type } from 'typebox';
import {
  arrayOrPage,
  email,
  fileReply,
  idParams,
  ignoredId,
  listQueryProperties,
  nullable,
  okMessage,
  page,
  replies,
  requiredDate,
  requiredText,
  type RouteSchema,
  strictObject,
  year,
} from './common.ts';
import { calendarEntryReply } from './people.ts';
import { CALENDAR_EVENT_MAX, EVENT_TITLE_MAX, EXAM_NOTICE_MAX, EXAM_SLOT_LIMITS, PASSWORD_LIMITS, SUBJECT_LIMITS, TIME_PATTERN, USER_TYPES } from './limits.ts';

const GUARDED = [401, 403] as const;
const WRITE = [400, 401, 403, 413, 415] as const;
/** A public form's call: no session needed, but the Origin check of state-changing calls still applies. */
const PUBLIC_WRITE = [400, 403, 413, 415] as const;

// ---- sign-in -------------------------------------------------------------------------------------------

const password = Type.String({ minLength: 1, maxLength: PASSWORD_LIMITS.max });
export const adminLoginBody = strictObject({ username: requiredText(PASSWORD_LIMITS.adminUsername), password });
export const emailLoginBody = strictObject({ email, password });
export const changePasswordBody = strictObject({
  currentPassword: password,
  newPassword: Type.String({ minLength: PASSWORD_LIMITS.newMin, maxLength: PASSWORD_LIMITS.newMax }),
});

/** `id`: the student id, faculty id or the admin's account id; `name`: how the person is greeted. */
const sessionUser = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(USER_TYPES),
  name: Type.Optional(Type.String()),
  /** A graduated or archived student: signed in to their marksheets and transcript only. */
  formerStudent: Type.Optional(Type.Boolean()),
});
export const loginReply = Type.Object({ user: sessionUser, message: Type.String(), mustChangePassword: Type.Boolean() });
export const authStatusReply = Type.Object({ isAuthenticated: Type.Boolean(), user: nullable(sessionUser), mustChangePassword: Type.Boolean() });

/** GET /api/health: 200 while PostgreSQL answers, else 503 with `db: down` (and CONTRACT §6's error fields). */
export const healthReply = Type.Object({ status: Type.Literal('ok'), db: Type.Literal('up') });
export const healthDownReply = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  status: Type.Literal('degraded'),
  db: Type.Literal('down'),
});

// ---- subjects and the calendar ---------------------------------------------------------------------------

export const subjectReply = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), year });
export const subjectBody = strictObject({ id: ignoredId, code: requiredText(SUBJECT_LIMITS.code), name: requiredText(SUBJECT_LIMITS.name), year });
export const subjectListQuery = Type.Object({ year: Type.Optional(year), ...listQueryProperties });

export const calendarEntryBody = strictObject({ id: ignoredId, year, event: requiredText(CALENDAR_EVENT_MAX), date: requiredDate });
export const calendarListQuery = Type.Object({ year: Type.Optional(year), ...listQueryProperties });

// ---- events ----------------------------------------------------------------------------------------------

// base64 without the data-URL prefix (SPEC §3); a `data:image/...;base64,` prefix is accepted and removed.
// Its length is checked by the handler (413 past EVENT_PHOTO_BASE64_MAX), the body limit bounds it first.
const photo = Type.String({ pattern: '^(data:image/[a-z0-9.+-]+;base64,)?[A-Za-z0-9+/]*={0,2}$' });

/** `eventPhoto`: a new photo as base64; null (or '') removes the photo; left out keeps the current one. */
export const eventBody = strictObject({
  id: ignoredId,
  eventTitle: requiredText(EVENT_TITLE_MAX),
  eventDate: requiredDate,
  eventPhoto: Type.Optional(Type.Union([photo, Type.Null()])),
  /** Left out: not a webinar on create, unchanged on update. */
  webinar: Type.Optional(Type.Boolean()),
});
export const eventListQuery = Type.Object(listQueryProperties);

/** Comma-separated `url <width>w` candidates of one format. */
const srcset = Type.String();
/** An event photo as files: one `srcset` per format, the largest JPEG as `src` (its size gives the aspect ratio). */
export const eventPhotoReply = Type.Object({
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  srcset: Type.Object({ avif: srcset, webp: srcset, jpeg: srcset }),
});
export const eventReply = Type.Object({
  id: Type.Integer(),
  eventTitle: Type.String(),
  eventDate: Type.String(),
  photo: nullable(eventPhotoReply),
  webinar: Type.Boolean(),
});
export const PHOTO_FILE_PATTERN = '^[a-f0-9]{32}-[1-9][0-9]{0,3}\\.(avif|webp|jpg)$';
export const photoFileParams = Type.Object({ file: Type.String({ maxLength: 64, pattern: PHOTO_FILE_PATTERN }) }, { additionalProperties: false });

// ---- exams -----------------------------------------------------------------------------------------------

/**
 * A paper refers to a subject: its name, year and teachers are the subject's (the teachers those assigned to
 * it in the academic year of the paper's date), so renaming a subject renames its papers.
 */
export const examSlotReply = Type.Object({
  id: Type.Integer(),
  /** YYYY-MM-DD */
  date: Type.String(),
  /** HH:MM */
  time: Type.String(),
  durationMinutes: Type.Integer(),
  subjectId: Type.Integer(),
  /** The subject's name. */
  subject: Type.String(),
  examCode: Type.String(),
  year,
  /** The subject's year of study, as the public page shows it ("Second year"). */
  semester: Type.String(),
  venue: Type.String(),
  /** The subject's teachers, by name; empty when none is assigned. */
  instructor: Type.String(),
});
export const examSlotBody = strictObject({
  id: ignoredId,
  date: requiredDate,
  time: Type.String({ pattern: TIME_PATTERN }),
  durationMinutes: Type.Integer({ minimum: EXAM_SLOT_LIMITS.minDuration, maximum: EXAM_SLOT_LIMITS.maxDuration }),
  subjectId: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
  examCode: requiredText(EXAM_SLOT_LIMITS.examCode),
  venue: requiredText(EXAM_SLOT_LIMITS.venue),
});
const trueOrFalse = Type.Union([Type.Literal('true'), Type.Literal('false')]);
export const timetableQuery = Type.Object({ upcoming: Type.Optional(trueOrFalse) });

export const examNoticeReply = Type.Object({ id: Type.Integer(), text: Type.String(), publishedOn: Type.String(), important: Type.Boolean() });
export const examNoticeBody = strictObject({ id: ignoredId, text: requiredText(EXAM_NOTICE_MAX), publishedOn: requiredDate, important: Type.Boolean() });

// ---- audit log and files ---------------------------------------------------------------------------------

export const auditLogQuery = Type.Object({
  entity: Type.Optional(Type.String({ maxLength: 40, pattern: '^[^\\u0000-\\u001F\\u007F]*$' })),
  ...listQueryProperties,
});
export const auditEntryReply = Type.Object({
  id: Type.Integer(),
  actorAccountId: nullable(Type.Integer()),
  actorType: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: nullable(Type.Integer()),
  at: Type.String({ format: 'date-time' }),
  /** What the record was before and after the change (null on rows older than this column). */
  changes: nullable(Type.Object({ before: Type.Optional(Type.Unknown()), after: Type.Optional(Type.Unknown()) })),
});

/** One file name, no directories: nothing outside the uploads folder can be named. */
export const uploadParams = Type.Object({
  file: Type.String({ maxLength: 255, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*\\.(png|jpe?g|webp|gif)$' }),
});

// ---- routes ----------------------------------------------------------------------------------------------

export const catalogRoutes = {
  'GET /health': { response: replies({ 200: healthReply, 503: healthDownReply }, 429, 500) },

  'POST /auth/admin/login': { summary: 'Admin sign-in', body: adminLoginBody, response: replies({ 200: loginReply }, ...PUBLIC_WRITE, 401) },
  'POST /auth/student/login': { summary: 'Student sign-in', body: emailLoginBody, response: replies({ 200: loginReply }, ...PUBLIC_WRITE, 401) },
  'POST /auth/faculty/login': { summary: 'Faculty sign-in', body: emailLoginBody, response: replies({ 200: loginReply }, ...PUBLIC_WRITE, 401) },
  'GET /auth/status': { response: replies({ 200: authStatusReply }) },
  'POST /auth/logout': { response: replies({ 200: okMessage }, ...PUBLIC_WRITE) },
  'PUT /auth/password': { body: changePasswordBody, response: replies({ 200: okMessage }, ...WRITE) },

  'GET /subjects': { querystring: subjectListQuery, response: replies({ 200: arrayOrPage(subjectReply) }, 400, ...GUARDED) },
  'POST /subjects': { body: subjectBody, response: replies({ 201: subjectReply }, ...WRITE, 409) },
  'PUT /subjects/:id': { params: idParams, body: subjectBody, response: replies({ 200: subjectReply }, ...WRITE, 404, 409, 414) },
  'DELETE /subjects/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 409, 414) },

  'GET /academic-calendar': { querystring: calendarListQuery, response: replies({ 200: arrayOrPage(calendarEntryReply) }, 400) },
  'POST /academic-calendar': { body: calendarEntryBody, response: replies({ 201: calendarEntryReply }, ...WRITE) },
  'PUT /academic-calendar/:id': { params: idParams, body: calendarEntryBody, response: replies({ 200: calendarEntryReply }, ...WRITE, 404, 414) },
  'DELETE /academic-calendar/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },

  'GET /events': { querystring: eventListQuery, response: replies({ 200: arrayOrPage(eventReply) }, 400) },
  'GET /events/next-webinar': {
    summary: 'The next event marked as a webinar (null: none announced)',
    response: replies({ 200: Type.Object({ webinar: nullable(eventReply) }) }),
  },
  'GET /events/photos/:file': {
    params: photoFileParams,
    response: replies({ 200: fileReply('The photo file', 'image/avif', 'image/webp', 'image/jpeg') }, 400, 404, 414),
  },
  'POST /events': { body: eventBody, response: replies({ 201: eventReply }, ...WRITE) },
  'PUT /events/:id': { params: idParams, body: eventBody, response: replies({ 200: eventReply }, ...WRITE, 404, 414) },
  'DELETE /events/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },

  'GET /exams/timetable': { querystring: timetableQuery, response: replies({ 200: Type.Array(examSlotReply) }, 400) },
  'POST /exams/timetable': { body: examSlotBody, response: replies({ 201: examSlotReply }, ...WRITE) },
  'PUT /exams/timetable/:id': { params: idParams, body: examSlotBody, response: replies({ 200: examSlotReply }, ...WRITE, 404, 414) },
  'DELETE /exams/timetable/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },
  'GET /exams/notices': { response: replies({ 200: Type.Array(examNoticeReply) }) },
  'POST /exams/notices': { body: examNoticeBody, response: replies({ 201: examNoticeReply }, ...WRITE) },
  'PUT /exams/notices/:id': { params: idParams, body: examNoticeBody, response: replies({ 200: examNoticeReply }, ...WRITE, 404, 414) },
  'DELETE /exams/notices/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },

  'GET /audit-log': {
    querystring: auditLogQuery,
    response: replies({ 200: Type.Union([Type.Array(auditEntryReply), page(auditEntryReply)]) }, 400, ...GUARDED),
  },
  'GET /uploads/:file': {
    params: uploadParams,
    response: replies({ 200: fileReply('The picture', 'image/png', 'image/jpeg', 'image/webp', 'image/gif') }, 400, ...GUARDED, 404, 414),
  },
} satisfies Record<string, RouteSchema>;
