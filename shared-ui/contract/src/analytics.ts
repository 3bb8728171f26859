// The admin's Analytics: enrolment per year of study, attendance of the current academic year and fee
// collection per academic year (pass rates come from GET /analytics/results, the faculty analytics' route).
import { type Static, Type } from 'typebox';
import { replies, type RouteSchema } from './common.ts';
import { YEARS } from './limits.ts';

const count = Type.Integer({ minimum: 0 });
const rupees = Type.Integer({ minimum: 0 });

export const enrolmentRow = Type.Object({ year: Type.Enum(YEARS), convener: count, management: count, total: count });
export const feeCollectionRow = Type.Object({ academicYear: Type.String(), charged: rupees, paid: rupees, due: rupees, overdue: rupees });
export const attendanceRow = Type.Object({ year: Type.Enum(YEARS), held: count, attended: count, students: count, belowThreshold: count });
export const analyticsOverviewReply = Type.Object({
  enrolment: Type.Array(enrolmentRow),
  attendance: Type.Object({ academicYear: Type.String(), threshold: Type.Integer({ minimum: 1, maximum: 100 }), years: Type.Array(attendanceRow) }),
  fees: Type.Array(feeCollectionRow),
});
export type AnalyticsOverview = Static<typeof analyticsOverviewReply>;

export const analyticsRoutes = {
  'GET /analytics/overview': {
    summary: 'Students per year of study and quota; attendance of the current year; fees charged, paid and due per academic year (admin)',
    response: replies({ 200: analyticsOverviewReply }, 401, 403),
  },
} satisfies Record<string, RouteSchema>;
