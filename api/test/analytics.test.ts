import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { validStudent } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
let cookies: Record<'admin' | 'student' | 'faculty', string>;

beforeAll(async () => {
  ctx = await createTestApp();
  cookies = { admin: await login(ctx.app, 'admin'), student: await login(ctx.app, 'student'), faculty: await login(ctx.app, 'faculty') };
});
afterAll(() => ctx.app.close());

type Overview = {
  enrolment: { year: string; convener: number; management: number; total: number }[];
  attendance: {
    academicYear: string;
    threshold: number;
    years: { year: string; held: number; attended: number; students: number; belowThreshold: number }[];
  };
  fees: { academicYear: string; charged: number; paid: number; due: number; overdue: number }[];
};
const overview = async (cookie = cookies.admin) => ctx.app.inject({ method: 'GET', url: '/api/analytics/overview', headers: { cookie } });
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie: cookies.admin, origin: ORIGIN }, payload });

describe('GET /api/analytics/overview', () => {
  it('counts the students of each year of study by quota, as the student table holds them', async () => {
    const { enrolment } = (await overview()).json() as Overview;
    expect(enrolment.map((row) => row.year)).toEqual(['FIRST', 'SECOND', 'THIRD', 'FOURTH']);
    const rows = await sql<{ year: string; quota: string; n: number }>(
      ctx.databaseUrl,
      'select year, quota, count(*)::int as n from student group by year, quota',
    );
    for (const row of enrolment) {
      const of = (quota: string) => rows.find((r) => r.year === row.year && r.quota === quota)?.n ?? 0;
      expect(row).toEqual({ year: row.year, convener: of('convener'), management: of('management'), total: of('convener') + of('management') });
    }
    expect(enrolment.reduce((sum, row) => sum + row.total, 0)).toBe(24);
    const created = await post('/api/students', { ...validStudent(), year: 'THIRD', quota: 'management' });
    expect(created.statusCode, created.body).toBe(201);
    const after = ((await overview()).json() as Overview).enrolment.find((row) => row.year === 'THIRD');
    expect(after?.management).toBe((enrolment.find((row) => row.year === 'THIRD')?.management ?? 0) + 1);
  });

  it('adds up each academic year: charged (less concessions) = paid + due; a payment moves its amount from due to paid, its void back', async () => {
    const before = ((await overview()).json() as Overview).fees;
    expect(before.map((row) => row.academicYear)).toEqual([...before.map((row) => row.academicYear)].sort());
    for (const row of before) expect(row.paid + row.due).toBe(row.charged);
    const [{ charged = 0 } = {}] = await sql<{ charged: number }>(
      ctx.databaseUrl,
      'select (sum(amount) - (select coalesce(sum(amount), 0) from concession))::int as charged from charge',
    );
    expect(before.reduce((sum, row) => sum + row.charged, 0)).toBe(charged);

    // the oldest unpaid charge of a student with dues is where a payment goes
    const [owing] = await sql<{ studentId: number; academicYear: string }>(
      ctx.databaseUrl,
      `select c.student_id as "studentId", c.academic_year as "academicYear" from charge c
        where c.amount > coalesce((select sum(amount) from payment p where p.student_id = c.student_id), 0)
          and not exists (select 1 from charge o where o.student_id = c.student_id and o.due_date < c.due_date)
        limit 1`,
    );
    expect(owing).toBeDefined();
    const paid = await post(`/api/students/${owing?.studentId}/payments`, { amount: 1000, paidOn: '2026-11-20', mode: 'upi' });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = ((await overview()).json() as Overview).fees;
    const year = (rows: Overview['fees']) => rows.find((row) => row.academicYear === owing?.academicYear);
    expect(year(after)?.paid).toBe((year(before)?.paid ?? 0) + 1000);
    expect(year(after)?.due).toBe((year(before)?.due ?? 0) - 1000);

    const voided = await post(`/api/payments/${(paid.json() as { id: number }).id}/void`, { reason: 'Recorded twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    const restored = ((await overview()).json() as Overview).fees;
    expect(year(restored)?.paid).toBe(year(before)?.paid);
    expect(year(restored)?.due).toBe(year(before)?.due);
  });

  it('adds up attendance per year of study for the current academic year, and who is under the threshold overall', async () => {
    const { attendance } = (await overview()).json() as Overview;
    expect(attendance.threshold).toBe(75);
    expect(attendance.years.map((row) => row.year)).toEqual(['FIRST', 'SECOND', 'THIRD', 'FOURTH']);
    const rows = await sql<{ year: string; studentId: number; held: number; attended: number }>(
      ctx.databaseUrl,
      `select s.year, t.student_id as "studentId", sum(t.held)::int as held, sum(t.attended)::int as attended
         from attendance_tally t join student s on s.id = t.student_id where t.academic_year = $1 group by s.year, t.student_id`,
      [attendance.academicYear],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of attendance.years) {
      const own = rows.filter((r) => r.year === row.year);
      expect(row).toEqual({
        year: row.year,
        students: own.length,
        held: own.reduce((sum, r) => sum + r.held, 0),
        attended: own.reduce((sum, r) => sum + r.attended, 0),
        belowThreshold: own.filter((r) => r.held > 0 && r.attended * 100 < 75 * r.held).length,
      });
    }
  });

  it("is the admin's only: 401 without a session, 403 for a student or a faculty member", async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/analytics/overview' })).statusCode).toBe(401);
    expect((await overview(cookies.student)).statusCode).toBe(403);
    expect((await overview(cookies.faculty)).statusCode).toBe(403);
  });
});
