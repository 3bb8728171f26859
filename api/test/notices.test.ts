import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of ['admin', 'faculty', 'student', 'otherStudent'] as const) cookies[role] = await login(ctx.app, role);
});
afterAll(() => ctx.app.close());

const call = (who: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], origin: ORIGIN }, ...(payload && { payload }) });
type Notice = { id: number; title: string; body: string; kind: string; read: boolean; author: string; audience: { kind: string } };
const noticesOf = async (who: Role) => ((await call(who, 'GET', '/api/announcements')).json() as { items: Notice[] }).items;
const keyed = (prefix: string, studentId: number) =>
  sql<{ title: string; body: string }>(
    ctx.databaseUrl,
    `select n.title, n.body from announcement n join announcement_recipient r on r.announcement_id = n.id
     join account a on a.id = r.account_id where a.student_id = $1 and n.once_key like $2 order by n.id`,
    [studentId, `${prefix}:%`],
  );

describe('results published', () => {
  it("tells the subject's students, once, with an e-mail; students of other years hear nothing", async () => {
    const [subject] = await sql<{ id: number }>(ctx.databaseUrl, `select id from subject where code = 'BPT202'`);
    const created = await call('faculty', 'POST', `/api/subjects/${subject?.id}/assessments`, {
      academicYear: '2026-27',
      name: 'Viva',
      maxMarks: 20,
      date: '2026-11-20',
      weight: 5,
    });
    const assessment = created.json() as { id: number; version: number };
    const sheet = (await call('faculty', 'GET', `/api/assessments/${assessment.id}/marks`)).json() as {
      version: number;
      entries: { student: { id: number } }[];
    };
    const entries = sheet.entries.map((entry) => ({ studentId: entry.student.id, marks: 15, absent: false }));
    const saved = await call('faculty', 'PUT', `/api/assessments/${assessment.id}/marks`, { version: sheet.version, entries });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await noticesOf('student')).length;
    const version = (saved.json() as { version: number }).version;
    const publish = () => call('faculty', 'POST', `/api/assessments/${assessment.id}/publish`, { version });
    expect((await publish()).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);

    const notices = await noticesOf('student');
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toMatchObject({
      title: 'Results published: Pharmacology',
      body: 'The marks of Viva in BPT202 Pharmacology (2026-27) are published. Your dashboard shows them under Results.',
      kind: 'results',
      author: 'College office',
      read: false,
      audience: { kind: 'subject' },
    });
    const [first] = await sql<{ login: string }>(
      ctx.databaseUrl,
      `select a.login from account a join student s on s.id = a.student_id where s.year = 'FIRST' limit 1`,
    );
    const [recipients] = await sql<{ n: number }>(ctx.databaseUrl, `select recipients as n from announcement where title = 'Results published: Pharmacology'`);
    expect(recipients?.n).toBe(entries.length);
    const mails = await sql<{ to: string }>(ctx.databaseUrl, `select "to" from mail_outbox where subject like '%Results published: Pharmacology'`);
    expect(mails.map((mail) => mail.to)).toContain('student@demo.college');
    expect(mails.map((mail) => mail.to)).not.toContain(first?.login);
    expect(mails).toHaveLength(entries.length);
  });
});

describe('the daily fee notices (clock injected)', () => {
  let charge: number;
  beforeAll(async () => {
    // a charge of the other demo student falling due on 10 March 2031, nothing of it paid
    const [row] = await sql<{ id: number }>(
      ctx.databaseUrl,
      `insert into charge (student_id, academic_year, year_of_study, kind, description, amount, due_date)
       values ($1, '2030-31', 'SECOND', 'one-time', 'Hostel fee', 12500, '2031-03-10') returning id`,
      [ids.otherStudent],
    );
    charge = row?.id as number;
  });
  const hostel = async (prefix: string) => (await keyed(prefix, ids.otherStudent)).filter((notice) => notice.body.includes('hostel fee'));

  it('says nothing of a fee more than 7 days ahead', async () => {
    await ctx.app.feeNotices.run(new Date('2031-03-02T06:00:00Z'));
    expect(await hostel('fee-due')).toEqual([]);
  });

  it('7 days ahead, tells the student once what is due and when, by dashboard and e-mail', async () => {
    const first = await ctx.app.feeNotices.run(new Date('2031-03-03T06:00:00Z'));
    expect(first.dueSoon).toBeGreaterThanOrEqual(1);
    expect(await hostel('fee-due')).toEqual([
      {
        title: 'Fee due on 10 March 2031',
        body: '₹12,500 of your hostel fee for 2030-31 is due on 10 March 2031. You can pay at the college office; your dashboard shows your fees and receipts.',
      },
    ]);
    const again = await ctx.app.feeNotices.run(new Date('2031-03-05T06:00:00Z'));
    expect(again).toEqual({ dueSoon: 0, overdue: 0, attendanceLow: 0 });
    expect(await hostel('fee-due')).toHaveLength(1);
    expect((await noticesOf('otherStudent')).find((notice) => notice.title === 'Fee due on 10 March 2031')).toMatchObject({ kind: 'fee-due', read: false });
    const mails = await sql(ctx.databaseUrl, `select "to" from mail_outbox where subject like '%Fee due on 10 March 2031'`);
    expect(mails).toEqual([{ to: 'student02@demo.college' }]);
  });

  it('the day after the due date, tells them once that it is overdue; a paid fee is never chased', async () => {
    await ctx.app.feeNotices.run(new Date('2031-03-10T06:00:00Z'));
    expect(await hostel('fee-overdue')).toEqual([]);
    await ctx.app.feeNotices.run(new Date('2031-03-11T06:00:00Z'));
    await ctx.app.feeNotices.run(new Date('2031-03-12T06:00:00Z'));
    expect(await hostel('fee-overdue')).toEqual([
      {
        title: 'Fee overdue since 10 March 2031',
        body: '₹12,500 of your hostel fee for 2030-31 was due on 10 March 2031 and is not paid yet. Please pay at the college office, or speak to the office if you need more time.',
      },
    ]);
    // the demo student pays everything they owe: a charge falling due later is then already paid
    const [owed] = await sql<{ due: number }>(
      ctx.databaseUrl,
      `select (select sum(amount) from charge where student_id = $1) - (select coalesce(sum(amount), 0) from payment where student_id = $1) as due`,
      [ids.student],
    );
    await sql(
      ctx.databaseUrl,
      `insert into charge (student_id, academic_year, year_of_study, kind, description, amount, due_date) values ($1, '2030-31', 'SECOND', 'one-time', 'Library fee', 900, '2031-03-15')`,
      [ids.student],
    );
    const paid = await call('admin', 'POST', `/api/students/${ids.student}/payments`, { amount: Number(owed?.due) + 900, paidOn: '2026-12-01', mode: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    await ctx.app.feeNotices.run(new Date('2031-03-13T06:00:00Z'));
    expect((await keyed('fee-due', ids.student)).filter((notice) => notice.body.includes('library fee'))).toEqual([]);
    expect(charge).toBeGreaterThan(0);
  });
});
