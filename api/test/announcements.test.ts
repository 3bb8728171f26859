import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentAcademicYear } from '../src/shared/academic-year.ts';
import { createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'student', 'otherStudent', 'faculty', 'otherFaculty'] as const) cookies[role] = await login(ctx.app, role);
});
afterAll(() => ctx.app.close());

const as = (role: Role | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(role && { cookie: cookies[role] }) }, ...(payload && { payload }) });
const list = async (role: Role) =>
  (await as(role, 'GET', '/api/announcements')).json() as {
    items: { id: number; title: string; read: boolean; own: boolean; recipients: number | null }[];
    unread: number;
  };
const titles = async (role: Role) => (await list(role)).items.map((item) => item.title);
const subjectId = async (code: string) => (await sql<{ id: number }>(ctx.databaseUrl, 'select id from subject where code = $1', [code]))[0]?.id as number;
const mailTo = (login: string, title: string) =>
  sql(ctx.databaseUrl, `select "to", subject, text from mail_outbox where "to" = $1 and subject like '%' || $2`, [login, title]);
const count = async (table: string) => (await sql<{ n: number }>(ctx.databaseUrl, `select count(*)::int as n from ${table}`))[0]?.n;

const post = (role: Role, body: object) => as(role, 'POST', '/api/announcements', { title: 'Library hours', body: 'Open till 8 pm.', ...body });

describe('the admin posts an announcement', () => {
  it('to everyone: every student and teacher has it unread on their dashboard and an e-mail in the outbox', async () => {
    const response = await post('admin', { title: 'College closed on Friday', audience: 'everyone' });
    expect(response.statusCode).toBe(201);
    const [{ n: people } = { n: 0 }] = await sql<{ n: number }>(ctx.databaseUrl, `select count(*)::int as n from account where type in ('student', 'faculty')`);
    expect(response.json()).toMatchObject({
      title: 'College closed on Friday',
      body: 'Open till 8 pm.',
      kind: 'posted',
      audience: { kind: 'everyone', year: null, subject: null },
      author: 'College office',
      own: true,
      recipients: people,
    });
    for (const role of ['student', 'faculty'] as const) {
      const mine = await list(role);
      expect(mine.items[0]).toMatchObject({ title: 'College closed on Friday', read: false, own: false, recipients: null });
      expect(mine.unread).toBeGreaterThanOrEqual(1);
    }
    expect(await mailTo('student@demo.college', 'College closed on Friday')).toEqual([
      { to: 'student@demo.college', subject: 'College of Physiotherapy: College closed on Friday', text: expect.stringContaining('Open till 8 pm.') },
    ]);
    const [{ n: mails } = { n: 0 }] = await sql<{ n: number }>(
      ctx.databaseUrl,
      `select count(*)::int as n from mail_outbox where subject like '%College closed on Friday'`,
    );
    expect(mails).toBe(people);
    const audit = await sql(ctx.databaseUrl, `select action, actor_type from audit_log where entity = 'announcement' and entity_id = $1`, [response.json().id]);
    expect(audit).toEqual([{ action: 'create', actor_type: 'admin' }]);
  });

  it('to a year: only that year has it', async () => {
    const response = await post('admin', { title: 'First-year orientation', audience: 'year', year: 'FIRST' });
    expect(response.json()).toMatchObject({ audience: { kind: 'year', year: 'FIRST' } });
    expect(await titles('student')).not.toContain('First-year orientation');
    expect(await titles('faculty')).not.toContain('First-year orientation');
    const [first] = await sql<{ login: string }>(
      ctx.databaseUrl,
      `select a.login from account a join student s on s.id = a.student_id where s.year = 'FIRST' limit 1`,
    );
    expect(await mailTo(first?.login ?? '', 'First-year orientation')).toHaveLength(1);
    expect(await mailTo('student@demo.college', 'First-year orientation')).toEqual([]);
  });

  it("to a subject: its year's students and its teachers have it", async () => {
    const response = await post('admin', { title: 'Pharmacology practical moved', audience: 'subject', subjectId: await subjectId('BPT202') });
    expect(response.json()).toMatchObject({ audience: { kind: 'subject', subject: { code: 'BPT202', name: 'Pharmacology', year: 'SECOND' } } });
    expect(await titles('student')).toContain('Pharmacology practical moved');
    expect(await titles('faculty')).toContain('Pharmacology practical moved');
    expect(await titles('otherFaculty')).not.toContain('Pharmacology practical moved');
    expect(await titles('admin')).toContain('Pharmacology practical moved');
  });

  it('to a subject: a student of another year with marks in it this academic year is of its class too', async () => {
    const subject = await subjectId('BPT101');
    const [assessment] = await sql<{ id: number }>(
      ctx.databaseUrl,
      `insert into assessment (subject_id, academic_year, name, max_marks, date, weight, status, published_at, version)
       values ($1, $2, 'Repeat internal', 50, now()::date, 30, 'draft', null, 1) returning id`,
      [subject, currentAcademicYear()],
    );
    await sql(ctx.databaseUrl, 'insert into mark (assessment_id, student_id, marks, absent) values ($1, $2, null, false)', [
      assessment?.id,
      (await demoIds(ctx.databaseUrl)).student,
    ]);
    await post('admin', { title: 'Anatomy repeat class', audience: 'subject', subjectId: subject });
    expect(await titles('student')).toContain('Anatomy repeat class');
    expect(await titles('otherStudent')).not.toContain('Anatomy repeat class');
  });

  it.each([
    [{ audience: 'year' }, 'year'],
    [{ audience: 'subject' }, 'subjectId'],
    [{ audience: 'subject', subjectId: 999_999 }, 'subjectId'],
    [{ audience: 'everyone', title: ' ' }, 'title'],
    [{ audience: 'everyone', body: '' }, 'body'],
    [{ audience: 'everyone', title: 'x'.repeat(151) }, 'title'],
    [{ audience: 'class' }, 'audience'],
    [{ audience: 'everyone', pinned: true }, 'pinned'],
  ])('refuses %o with 400 naming the field, storing and sending nothing', async (patch, field) => {
    const before = [await count('announcement'), await count('announcement_recipient'), await count('mail_outbox')];
    const response = await post('admin', patch);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect([await count('announcement'), await count('announcement_recipient'), await count('mail_outbox')]).toEqual(before);
  });
});

describe('a teacher posts to their class', () => {
  it("reaches the subject's students; the teacher sees it as their own, with how many it went to", async () => {
    const response = await post('faculty', { title: 'Bring your lab coats', audience: 'subject', subjectId: await subjectId('BPT201') });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ author: 'Faculty Demo A', own: true, read: true });
    expect(response.json().recipients).toBeGreaterThan(0);
    expect((await list('student')).items.find((item) => item.title === 'Bring your lab coats')).toMatchObject({ read: false, own: false });
    expect((await list('faculty')).items.find((item) => item.title === 'Bring your lab coats')).toMatchObject({ own: true, read: true });
    expect(await titles('otherFaculty')).not.toContain('Bring your lab coats');
  });

  it('may not post to a subject not assigned to them, to a year or to everyone (403), whatever exists', async () => {
    const before = await count('announcement');
    for (const body of [
      { audience: 'subject', subjectId: await subjectId('BPT101') },
      { audience: 'subject', subjectId: 999_999 },
      { audience: 'year', year: 'SECOND' },
      { audience: 'everyone' },
    ]) {
      const response = await post('faculty', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json().message).toBe('Teachers post to the class of a subject assigned to them this academic year');
    }
    expect(await count('announcement')).toBe(before);
  });

  it('students cannot post (403); nobody signed out reads or posts (401)', async () => {
    expect((await post('student', { audience: 'everyone' })).statusCode).toBe(403);
    expect((await post(null as never, { audience: 'everyone' })).statusCode).toBe(401);
    expect((await as(null, 'GET', '/api/announcements')).statusCode).toBe(401);
    expect((await as(null, 'GET', '/api/notification-settings')).statusCode).toBe(401);
  });
});

describe('reading', () => {
  it('marks one read for that person only, and lowers their unread count', async () => {
    const id = (await post('admin', { title: 'Sports day', audience: 'year', year: 'SECOND' })).json().id;
    const before = await list('student');
    expect((await as('student', 'POST', `/api/announcements/${id}/read`)).json()).toEqual({ message: 'Marked as read' });
    expect((await as('student', 'POST', `/api/announcements/${id}/read`)).statusCode).toBe(200);
    const after = await list('student');
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.find((item) => item.id === id)?.read).toBe(true);
    expect((await list('otherStudent')).items.find((item) => item.id === id)?.read).toBe(false);
  });

  it('refuses to mark what was not sent to them, as if it did not exist (404)', async () => {
    const id = (await post('admin', { title: 'Fourth-year viva', audience: 'year', year: 'FOURTH' })).json().id;
    expect((await as('student', 'POST', `/api/announcements/${id}/read`)).statusCode).toBe(404);
    expect((await as('student', 'POST', '/api/announcements/999999/read')).statusCode).toBe(404);
    expect((await as('admin', 'POST', `/api/announcements/${id}/read`)).statusCode).toBe(403);
  });
});

describe('announcement e-mail', () => {
  it('is on by default; a person who turns it off still sees announcements but gets no e-mail', async () => {
    expect((await as('otherStudent', 'GET', '/api/notification-settings')).json()).toEqual({ announcementEmail: true });
    expect((await as('otherStudent', 'PUT', '/api/notification-settings', { announcementEmail: false })).json()).toEqual({ announcementEmail: false });
    expect((await as('otherStudent', 'GET', '/api/notification-settings')).json()).toEqual({ announcementEmail: false });
    await post('admin', { title: 'Exam forms due', audience: 'year', year: 'SECOND' });
    expect(await titles('otherStudent')).toContain('Exam forms due');
    expect(await mailTo('student02@demo.college', 'Exam forms due')).toEqual([]);
    expect(await mailTo('student@demo.college', 'Exam forms due')).toHaveLength(1);
    expect((await as('otherStudent', 'PUT', '/api/notification-settings', { announcementEmail: 'no' })).statusCode).toBe(400);
  });
});

describe('CONTRACT §10, announcements rows, for each kind of caller', () => {
  const who = ['anonymous', 'student', 'faculty', 'otherFaculty', 'admin'] as const;
  const statusOf = async (caller: (typeof who)[number], method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    (await as(caller === 'anonymous' ? null : caller, method, url, payload)).statusCode;

  it('post: a teacher to their class only, the admin to everyone, a year or a subject; students never', async () => {
    const toClass = { title: 'Class notice', body: 'Text', audience: 'subject', subjectId: await subjectId('BPT201') };
    const toYear = { title: 'Year notice', body: 'Text', audience: 'year', year: 'THIRD' };
    const expected = { anonymous: 401, student: 403, faculty: 201, otherFaculty: 403, admin: 201 };
    for (const caller of who) expect([caller, await statusOf(caller, 'POST', '/api/announcements', toClass)]).toEqual([caller, expected[caller]]);
    for (const caller of who) {
      expect([caller, await statusOf(caller, 'POST', '/api/announcements', toYear)]).toEqual([
        caller,
        caller === 'admin' ? 201 : caller === 'anonymous' ? 401 : 403,
      ]);
    }
  });

  it('read: anyone signed in reads what is theirs (an admin everything); marking read is for those it was sent to', async () => {
    for (const caller of who) expect([caller, await statusOf(caller, 'GET', '/api/announcements')]).toEqual([caller, caller === 'anonymous' ? 401 : 200]);
    const id = (await post('admin', { title: 'For everyone', audience: 'everyone' })).json().id;
    const expected = { anonymous: 401, student: 200, faculty: 200, otherFaculty: 200, admin: 403 };
    for (const caller of who) expect([caller, await statusOf(caller, 'POST', `/api/announcements/${id}/read`)]).toEqual([caller, expected[caller]]);
    for (const caller of who)
      expect([caller, await statusOf(caller, 'GET', '/api/notification-settings')]).toEqual([caller, caller === 'anonymous' ? 401 : 200]);
  });
});
