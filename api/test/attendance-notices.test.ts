import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

// The weekly "attendance under the threshold" notice, run by the automatic-notice job with the clock injected.
let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  cookie = await login(ctx.app, 'student');
});
afterAll(() => ctx.app.close());

const noticesOf = (studentId: number) =>
  sql<{ title: string; body: string; kind: string }>(
    ctx.databaseUrl,
    `select n.title, n.body, n.kind from announcement n join announcement_recipient r on r.announcement_id = n.id
     join account a on a.id = r.account_id where a.student_id = $1 and n.kind = 'attendance' order by n.id`,
    [studentId],
  );
// a Monday and the Sunday closing its week, then the next Monday (all mornings in India)
const MONDAY = new Date('2031-03-03T04:00:00Z');
const SUNDAY = new Date('2031-03-09T12:00:00Z');
const NEXT_MONDAY = new Date('2031-03-10T04:00:00Z');

describe('the weekly attendance notice (clock injected)', () => {
  it('tells a student under the threshold once in a week which subjects and what makes them up, by dashboard and e-mail', async () => {
    const first = await ctx.app.feeNotices.run(MONDAY);
    expect(first.attendanceLow).toBeGreaterThanOrEqual(1);
    const notices = await noticesOf(ids.student);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Attendance under 75%');
    expect(notices[0]?.body).toMatch(/^Your attendance in \d{4}-\d{2} is under the required 75% in:\n/);
    expect(notices[0]?.body).toMatch(/\n- BPT202 Pharmacology: \d+ of \d+ classes \(\d+(\.\d)?%\); \d+ more classes? in a row bring it to 75%\n/);
    expect(notices[0]?.body).toContain('Your dashboard shows your attendance.');
    const mails = await sql(ctx.databaseUrl, `select "to" from mail_outbox where subject like '%Attendance under 75%' and "to" = 'student@demo.college'`);
    expect(mails).toHaveLength(1);
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/announcements', headers: { cookie, origin: ORIGIN } });
    expect(dashboard.json().items[0]).toMatchObject({ title: 'Attendance under 75%', kind: 'attendance', read: false, author: 'College office' });
  });

  it('sends nothing more that week, however often the job runs', async () => {
    expect((await ctx.app.feeNotices.run(MONDAY)).attendanceLow).toBe(0);
    expect((await ctx.app.feeNotices.run(SUNDAY)).attendanceLow).toBe(0);
    expect(await noticesOf(ids.student)).toHaveLength(1);
  });

  it('the next week tells them again; a condoned shortage is not mentioned, and with every shortage condoned nothing is sent', async () => {
    const second = await ctx.app.feeNotices.run(NEXT_MONDAY);
    expect(second.attendanceLow).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(ids.student)).toHaveLength(2);
    // condone every shortage the demo student has, then a week later they hear nothing
    await sql(
      ctx.databaseUrl,
      `insert into attendance_condonation (student_id, subject_id, academic_year, reason, condoned_by_name, condoned_at)
       select student_id, subject_id, academic_year, 'Medical leave', 'admin', now() from attendance_tally
       where student_id = $1 and held > 0 and attended * 100 < 75 * held`,
      [ids.student],
    );
    await ctx.app.feeNotices.run(new Date('2031-03-17T04:00:00Z'));
    expect(await noticesOf(ids.student)).toHaveLength(2);
  });

  it('a student at or above the threshold everywhere is never told', async () => {
    const [above] = await sql<{ id: number }>(
      ctx.databaseUrl,
      `select a.student_id as id from account a where a.student_id is not null and not exists
        (select 1 from attendance_tally t where t.student_id = a.student_id and t.held > 0 and t.attended * 100 < 75 * t.held) limit 1`,
    );
    expect(above).toBeDefined();
    await ctx.app.feeNotices.run(new Date('2031-03-24T04:00:00Z'));
    expect(await noticesOf(above?.id as number)).toEqual([]);
  });
});
