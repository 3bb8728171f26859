// A signed-in student's Digital Library: the book requests they sent from the public library page with the
// e-mail address of their account, and where each stands.
import { type Static, Type } from 'typebox';
import { dateTime, idParams, nullable, replies, type RouteSchema } from './common.ts';
import { SUBMISSION_STATUSES } from './limits.ts';

export const studentBookRequestReply = Type.Object({
  reference: Type.String(),
  bookTitle: Type.String(),
  author: nullable(Type.String()),
  status: Type.Enum(SUBMISSION_STATUSES),
  receivedAt: dateTime,
});
export type StudentBookRequest = Static<typeof studentBookRequestReply>;

export const libraryRoutes = {
  'GET /students/:id/book-requests': {
    summary: "A student's book requests, newest first (own or admin)",
    params: idParams,
    response: replies({ 200: Type.Array(studentBookRequestReply) }, 400, 401, 403, 404, 414),
  },
} satisfies Record<string, RouteSchema>;
