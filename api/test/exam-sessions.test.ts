import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { pdfText } from './helpers/pdf.ts';

// Exam sessions the admin publishes, and a hall ticket per published session the student is eligible for.
type Who = 'anonymous' | Role;
const WHO: Who[] = ['anonymous', 'student', 'otherStudent', 'faculty', 'otherFaculty', 'admin'];
let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies: Partial<Record<Who, string>> = {};
/** Two new papers of the demo student's year (SECOND), in no session yet. */
let slots: number[] = [];

let address = 0;
const call = (who: Who, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const cookie = cookies[who];
  return ctx.app.inject({
    method,
    url,
    remoteAddress: `10.2.0.${++address}`,
    headers: { origin: ORIGIN, ...(cookie && { cookie }) },
    ...(payload && { payload }),
  });
};
const count = async (table: string, where = 'true') =>
  (await sql<{ n: number }>(ctx.databaseUrl, `select count(*)::int as n from ${table} where ${where}`))[0]?.n;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
  const { academicYear } = (await call('admin', 'GET', '/api/settings')).json();
  // the demo student is short in BPT202 only: condoned, they are eligible
  const [subject] = await sql<{ id: number }>(ctx.databaseUrl, `select id from subject where code = 'BPT202'`);
  const condoned = await call('admin', 'POST', '/api/attendance/condonations', {
    studentId: ids.student,
    subjectId: subject?.id,
    academicYear,
    reason: 'Medical leave',
  });
  expect(condoned.statusCode, condoned.body).toBe(201);
  const rows = await sql<{ id: number }>(
    ctx.databaseUrl,
    `insert into exam_slot (date, time, duration_minutes, subject_id, exam_code, venue)
     select d, t, 180, s.id, 'SUP' || s.code, 'Supplementary Hall' from subject s,
       (values ('2027-05-10'::date, '09:30'), ('2027-05-12'::date, '14:00')) as x(d, t)
     where s.code = 'BPT201' returning id`,
  );
  slots = rows.map((row) => row.id);
});
afterAll(() => ctx.app.close());

const eligibility = async () => (await call('student', 'GET', `/api/students/${ids.student}/hall-ticket/eligibility`)).json();
const body = (extra: object = {}) => ({ name: 'Supplementary exams, May 2027', published: false, slotIds: slots, ...extra });

describe('the admin publishes an exam session', () => {
  let id = 0;
  it('creates it unpublished: the student is offered no ticket for it yet', async () => {
    const before = (await eligibility()).sessions.length;
    const created = await call('admin', 'POST', '/api/exam-sessions', body());
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json();
    id = session.id;
    expect(session).toMatchObject({ name: 'Supplementary exams, May 2027', published: false });
    expect(session.papers.map((paper: { id: number }) => paper.id)).toEqual(slots);
    expect(session.papers[0]).toMatchObject({ examCode: 'SUPBPT201', year: 'SECOND', date: '2027-05-10', time: '09:30', venue: 'Supplementary Hall' });
    expect((await eligibility()).sessions).toHaveLength(before);
    expect((await call('student', 'GET', `/api/students/${ids.student}/hall-ticket?session=${id}`)).statusCode).toBe(404);
    expect(await count('audit_log', `entity = 'exam_session' and action = 'create'`)).toBe(1);
  });

  it('published, the student downloads its own hall ticket listing only its papers, with its own code', async () => {
    const published = await call('admin', 'PUT', `/api/exam-sessions/${id}`, body({ published: true }));
    expect(published.statusCode, published.body).toBe(200);
    const answer = await eligibility();
    expect(answer.eligible).toBe(true);
    expect(answer.sessions).toContainEqual({ id, name: 'Supplementary exams, May 2027', papers: 2 });
    const response = await call('student', 'GET', `/api/students/${ids.student}/hall-ticket?session=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Hall ticket, Supplementary exams, May 2027');
    expect(text).toContain('SUPBPT201');
    expect(text).toContain('2027-05-12');
    expect(text).toContain('Supplementary Hall');
    expect(text).not.toContain('University exams');
    const code = /Verification code: ([A-Z0-9-]{14})/.exec(text)?.[1];
    const verified = (await call('anonymous', 'GET', `/api/verify/${code}`)).json();
    expect(verified.title).toBe('Hall ticket, Supplementary exams, May 2027');
    expect(verified.statement.hallTicket.papers).toHaveLength(2);
    const [audit] = await sql(ctx.databaseUrl, `select changes from audit_log where entity = 'exam_session' and action = 'update'`);
    expect(audit).toMatchObject({ changes: { before: { published: false }, after: { published: true, slotIds: slots } } });
  });

  it('puts the student photo on the ticket when they have one, and leaves the space out when not', async () => {
    const withPhoto = await call('student', 'GET', `/api/students/${ids.student}/hall-ticket?session=${id}`);
    expect(withPhoto.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const [pic] = await sql<{ pic: string }>(ctx.databaseUrl, 'select profile_pic as pic from student where id = $1', [ids.student]);
    expect(pic?.pic).toBeTruthy();
    await sql(ctx.databaseUrl, 'update student set profile_pic = null where id = $1', [ids.student]);
    const without = await call('student', 'GET', `/api/students/${ids.student}/hall-ticket?session=${id}`);
    await sql(ctx.databaseUrl, 'update student set profile_pic = $2 where id = $1', [ids.student, pic?.pic]);
    expect(without.statusCode).toBe(200);
    expect(without.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('refuses a blank name, an unknown paper, a paper of another session and a published session without papers, naming the field, storing nothing', async () => {
    const sessions = await count('exam_session');
    const cases: [object, string, RegExp][] = [
      [body({ name: '  ' }), 'name', /name/],
      [body({ slotIds: [999_999] }), 'slotIds.0', /^slotIds\.0: paper 999999 is not on the exam timetable$/],
      [body({ slotIds: [slots[0]] }), 'slotIds.0', /^slotIds\.0: paper \d+ is already in the exam session "Supplementary exams, May 2027"$/],
      [body({ published: true, slotIds: [] }), 'slotIds', /^slotIds: a published exam session needs at least one paper$/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('admin', 'POST', '/api/exam-sessions', payload);
      expect(response.statusCode, response.body).toBe(400);
      if (field !== 'name') expect(response.json()).toMatchObject({ field });
      expect(response.json().message).toMatch(message);
    }
    expect(await count('exam_session')).toBe(sessions);
  });

  it('an unknown session is a 404 to write; deleting one keeps its papers on the timetable, in no session', async () => {
    expect((await call('admin', 'PUT', '/api/exam-sessions/999999', body())).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', '/api/exam-sessions/999999')).statusCode).toBe(404);
    const deleted = await call('admin', 'DELETE', `/api/exam-sessions/${id}`);
    expect(deleted.json()).toEqual({ message: 'Exam session deleted' });
    expect(await count('exam_slot', `id in (${slots.join(',')}) and session_id is null`)).toBe(2);
    expect((await eligibility()).sessions.some((session: { id: number }) => session.id === id)).toBe(false);
    expect(await count('audit_log', `entity = 'exam_session' and action = 'delete'`)).toBe(1);
  });
});

describe("CONTRACT §9 and §10: exam sessions are the admin's", () => {
  const expected = (admin: number) => ({ anonymous: 401, student: 403, otherStudent: 403, faculty: 403, otherFaculty: 403, admin }) as Record<Who, number>;
  const routes = [
    { call: 'GET /api/exam-sessions', method: 'GET' as const, url: '/api/exam-sessions', admin: 200 },
    { call: 'POST /api/exam-sessions (bad body)', method: 'POST' as const, url: '/api/exam-sessions', admin: 400 },
    { call: 'PUT /api/exam-sessions/{id} (unknown)', method: 'PUT' as const, url: '/api/exam-sessions/999998', admin: 404 },
    { call: 'DELETE /api/exam-sessions/{id} (unknown)', method: 'DELETE' as const, url: '/api/exam-sessions/999998', admin: 404 },
  ];
  const rows = routes.flatMap((route) => WHO.map((who) => ({ ...route, who, status: expected(route.admin)[who] })));
  it.each(rows)('$call as $who -> $status', async (row) => {
    const payload = { POST: { name: '', published: false, slotIds: [] }, PUT: { name: 'Unknown', published: false, slotIds: [] } }[
      row.method as 'POST' | 'PUT'
    ];
    const response = await call(row.who, row.method, row.url, payload);
    expect(response.statusCode, response.body).toBe(row.status);
  });
});
