// Announcements and notifications: what the admin and teachers post, the notices the API sends by itself
// (results published, fees falling due or overdue), who has read them, and each person's e-mail setting.
import { type Static, Type } from 'typebox';
import { dateTime, idParams, nullable, okMessage, replies, requiredText, type RouteSchema, strictObject, year } from './common.ts';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_KINDS, ANNOUNCEMENT_LIMITS } from './limits.ts';
import { subjectRef } from './records.ts';

const GUARDED = [401, 403] as const;
const WRITE = [400, 401, 403, 413, 415] as const;

/** `everyone`: every student and teacher; `year`: the students of a year; `subject`: its class and teachers; `student`: one student (automatic notices). */
const audienceKind = Type.Enum(ANNOUNCEMENT_AUDIENCES);
const postedAudience = Type.Union([Type.Literal('everyone'), Type.Literal('year'), Type.Literal('subject')]);

export const announcementReply = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  /** `posted` by a person, or sent by the API itself. */
  kind: Type.Enum(ANNOUNCEMENT_KINDS),
  audience: Type.Object({ kind: audienceKind, year: nullable(year), subject: nullable(subjectRef) }),
  author: Type.String(),
  createdAt: dateTime,
  /** Read by the signed-in person (always true for what they posted or, for an admin, did not receive). */
  read: Type.Boolean(),
  /** Posted by the signed-in person. */
  own: Type.Boolean(),
  /** How many people it went to: shown to its author and to admins, else null. */
  recipients: nullable(Type.Integer()),
});
export type AnnouncementReply = Static<typeof announcementReply>;

export const announcementListReply = Type.Object({ items: Type.Array(announcementReply), unread: Type.Integer() });

/** `year` is needed for a year, `subjectId` for a subject (a teacher's class: a subject assigned to them this academic year). */
export const announcementBody = strictObject({
  title: requiredText(ANNOUNCEMENT_LIMITS.title),
  body: Type.String({
    minLength: 1,
    maxLength: ANNOUNCEMENT_LIMITS.body,
    pattern: '^(?=[\\s\\S]*\\S)[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
  }),
  audience: postedAudience,
  year: Type.Optional(year),
  subjectId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999 })),
});
export type AnnouncementBody = Static<typeof announcementBody>;

export const announcementListQuery = Type.Object({ limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })) });

export const notificationSettingsReply = Type.Object({ announcementEmail: Type.Boolean() });
export const notificationSettingsBody = strictObject({ announcementEmail: Type.Boolean() });

export const announcementRoutes = {
  'GET /announcements': { querystring: announcementListQuery, response: replies({ 200: announcementListReply }, 400, ...GUARDED) },
  'POST /announcements': { body: announcementBody, response: replies({ 201: announcementReply }, ...WRITE) },
  'POST /announcements/:id/read': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },
  'GET /notification-settings': { response: replies({ 200: notificationSettingsReply }, ...GUARDED) },
  'PUT /notification-settings': { body: notificationSettingsBody, response: replies({ 200: notificationSettingsReply }, ...WRITE) },
} satisfies Record<string, RouteSchema>;
