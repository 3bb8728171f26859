// Hall tickets: a student's admission to the papers of an exam session the college published, issued only
// when the college's rules allow; the exam sessions themselves (the admin's).
import { type Static, Type } from 'typebox';
import { fileReply, idParams, idString, okMessage, replies, requiredText, type RouteSchema, strictObject, year } from './common.ts';
import { EXAM_SESSION_LIMITS } from './limits.ts';

const WRITE = [400, 401, 403, 413, 415] as const;

/** Whether the student may have a hall ticket now and, when not, every reason why in words shown as they are. */
export const hallTicketEligibilityReply = Type.Object({
  eligible: Type.Boolean(),
  reasons: Type.Array(Type.String()),
  /** Papers of the student's year in the published exam sessions: the hall tickets list them. */
  papers: Type.Integer({ minimum: 0 }),
  /** The published exam sessions with papers of the student's year: one hall ticket each. */
  sessions: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), papers: Type.Integer({ minimum: 1 }) })),
});
export type HallTicketEligibilityReply = Static<typeof hallTicketEligibilityReply>;

const examSessionPaper = Type.Object({
  id: Type.Integer(),
  examCode: Type.String(),
  subject: Type.String(),
  year,
  date: Type.String(),
  time: Type.String(),
  venue: Type.String(),
});
export const examSessionReply = Type.Object({ id: Type.Integer(), name: Type.String(), published: Type.Boolean(), papers: Type.Array(examSessionPaper) });
export type ExamSessionReply = Static<typeof examSessionReply>;
export const examSessionBody = strictObject({
  name: requiredText(EXAM_SESSION_LIMITS.name),
  /** Published: students eligible for it download its hall ticket. */
  published: Type.Boolean(),
  /** The papers (exam timetable slots) in it; a paper is in one session at most. */
  slotIds: Type.Array(Type.Integer({ minimum: 1, maximum: 999_999_999 }), { maxItems: EXAM_SESSION_LIMITS.papers, uniqueItems: true }),
});
export type ExamSessionBody = Static<typeof examSessionBody>;

export const hallTicketRoutes = {
  'GET /students/:id/hall-ticket': {
    params: idParams,
    /** Without `session`: the first published session with papers of the student's year. */
    querystring: Type.Object({ session: Type.Optional(idString) }),
    response: replies({ 200: fileReply('The hall ticket as PDF', 'application/pdf') }, 400, 401, 403, 404, 409, 414),
  },
  'GET /students/:id/hall-ticket/eligibility': {
    params: idParams,
    response: replies({ 200: hallTicketEligibilityReply }, 400, 401, 403, 404, 414),
  },
  'GET /exam-sessions': { response: replies({ 200: Type.Array(examSessionReply) }, 401, 403) },
  'POST /exam-sessions': { body: examSessionBody, response: replies({ 201: examSessionReply }, ...WRITE) },
  'PUT /exam-sessions/:id': { params: idParams, body: examSessionBody, response: replies({ 200: examSessionReply }, ...WRITE, 404, 414) },
  'DELETE /exam-sessions/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },
} satisfies Record<string, RouteSchema>;
