import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { today } from '../../shared/dates.ts';
import { type Quota, YEARS, type Year } from '../../shared/domain.ts';
import { allocatePayments } from '../fees/allocation.ts';
import { COUNTED_PAYMENT, WAIVED_SQL } from '../fees/fee-reads.ts';
import { readSettings } from '../settings/settings-reads.ts';

type ChargeRow = { id: number; studentId: number; academicYear: string; amount: number; waived: number; dueDate: string };

/**
 * What is paid of each academic year's charges: every student's payments spent on their charges by the
 * fees' own rule (allocatePayments; voided payments left out, concessions taken off), then added up per academic year.
 */
async function feeCollection(sql: pg.Pool) {
  const [{ rows: charges }, { rows: payments }] = await Promise.all([
    sql.query<ChargeRow>(
      `select c.id, c.student_id as "studentId", c.academic_year as "academicYear", c.amount, ${WAIVED_SQL} as waived, c.due_date::text as "dueDate" from charge c order by c.student_id`,
    ),
    sql.query<{ studentId: number; total: string }>(
      `select student_id as "studentId", sum(amount) as total from payment where ${COUNTED_PAYMENT} group by student_id`,
    ),
  ]);
  const paidBy = new Map(payments.map((row) => [row.studentId, Number(row.total)]));
  const byStudent = new Map<number, ChargeRow[]>();
  for (const charge of charges) byStudent.set(charge.studentId, [...(byStudent.get(charge.studentId) ?? []), charge]);
  const years = new Map<string, { academicYear: string; charged: number; paid: number; due: number; overdue: number }>();
  const day = today();
  for (const [studentId, own] of byStudent) {
    for (const charge of allocatePayments(own, paidBy.get(studentId) ?? 0, day).charges) {
      const row = years.get(charge.academicYear) ?? { academicYear: charge.academicYear, charged: 0, paid: 0, due: 0, overdue: 0 };
      row.charged += charge.amount - (charge.waived ?? 0);
      row.paid += charge.paid;
      row.due += charge.due;
      if (charge.overdue) row.overdue += charge.due;
      years.set(charge.academicYear, row);
    }
  }
  return [...years.values()].sort((a, b) => a.academicYear.localeCompare(b.academicYear));
}

/**
 * Classes held and attended per year of study in the college's current academic year (from the tallies the
 * attendance saves keep), and how many students are under the threshold over all their subjects.
 */
async function attendanceOverview(sql: pg.Pool) {
  const { academicYear, attendanceThreshold: threshold } = await readSettings(sql);
  const { rows } = await sql.query<{ year: Year; held: number; attended: number; students: number; belowThreshold: number }>(
    `with own as (
       select s.year, t.student_id, sum(t.held) as held, sum(t.attended) as attended
         from attendance_tally t join student s on s.id = t.student_id
        where t.academic_year = $1 group by s.year, t.student_id)
     select year, sum(held)::int as held, sum(attended)::int as attended, count(*)::int as students,
       (count(*) filter (where held > 0 and attended * 100 < $2 * held))::int as "belowThreshold"
       from own group by year`,
    [academicYear, threshold],
  );
  const years = YEARS.map((year) => rows.find((row) => row.year === year) ?? { year, held: 0, attended: 0, students: 0, belowThreshold: 0 });
  return { academicYear, threshold, years };
}

export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/analytics/overview', { onRequest: [requireAdmin], schema: { tags: ['analytics'], ...apiRoutes['GET /analytics/overview'] } }, async () => {
    const { rows } = await app.sql.query<{ year: Year; quota: Quota; n: number }>('select year, quota, count(*)::int as n from student group by year, quota');
    const enrolment = YEARS.map((year) => {
      const of = (quota: Quota) => rows.find((row) => row.year === year && row.quota === quota)?.n ?? 0;
      const total = rows.filter((row) => row.year === year).reduce((sum, row) => sum + row.n, 0);
      return { year, convener: of('convener'), management: of('management'), total };
    });
    return { enrolment, attendance: await attendanceOverview(app.sql), fees: await feeCollection(app.sql) };
  });
};
