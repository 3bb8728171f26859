// Hall tickets: a student's admission to the papers of their year, issued only when the college's rules allow.
import { type Static, Type } from 'typebox';
import { fileReply, idParams, replies, type RouteSchema } from './common.ts';

/** Whether the student may have a hall ticket now and, when not, every reason why in words shown as they are. */
export const hallTicketEligibilityReply = Type.Object({
  eligible: Type.Boolean(),
  reasons: Type.Array(Type.String()),
  /** Papers of the student's year on the timetable from today: a hall ticket lists them. */
  papers: Type.Integer({ minimum: 0 }),
});
export type HallTicketEligibilityReply = Static<typeof hallTicketEligibilityReply>;

export const hallTicketRoutes = {
  'GET /students/:id/hall-ticket': {
    params: idParams,
    response: replies({ 200: fileReply('The hall ticket as PDF', 'application/pdf') }, 400, 401, 403, 404, 409, 414),
  },
  'GET /students/:id/hall-ticket/eligibility': {
    params: idParams,
    response: replies({ 200: hallTicketEligibilityReply }, 400, 401, 403, 404, 414),
  },
} satisfies Record<string, RouteSchema>;
