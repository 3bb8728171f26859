import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

// "Delete" of a student or faculty member with a history archives them (CONTRACT §10): kept, out of
// current lists, sessions ended; a former student signs in to their marksheets and transcript only.
type Who = 'anonymous' | Role;
let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies: Partial<Record<Who, string>> = {};
let address = 0;
const call = (who: Who | string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const cookie = who in cookies ? cookies[who as Who] : who === 'anonymous' ? undefined : (who as string);
  return ctx.app.inject({
    method,
    url,
    remoteAddress: `10.3.0.${++address}`,
    headers: { origin: ORIGIN, ...(cookie && { cookie }) },
    ...(payload && { payload }),
  });
};
const signIn = (type: 'student' | 'faculty', email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/${type}/login`,
    remoteAddress: `10.3.1.${++address}`,
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0] as string;
const count = async (table: string, where: string, params: unknown[] = []) =>
  (await sql<{ n: number }>(ctx.databaseUrl, `select count(*)::int as n from ${table} where ${where}`, params))[0]?.n;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
});
afterAll(() => ctx.app.close());

const newStudent = async (tag: string) => {
  const created = await call('admin', 'POST', '/api/students', {
    firstName: 'Fresh',
    lastName: tag,
    fatherFirstName: 'F',
    fatherLastName: 'T',
    motherFirstName: 'M',
    motherLastName: 'T',
    year: 'SECOND',
    personalInfo: { gender: 'Other', nationality: 'Indian', religion: 'Not stated' },
    contactInfo: { email: `fresh-${tag.toLowerCase()}@example.test` },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
};

describe('deleting a student', () => {
  it('removes one with no history at all', async () => {
    const id = await newStudent('Nohistory');
    const deleted = await call('admin', 'DELETE', `/api/students/${id}`);
    expect(deleted.json()).toEqual({ message: 'Student deleted' });
    expect(await count('student', 'id = $1', [id])).toBe(0);
    expect(await count('audit_log', `entity = 'student' and action = 'delete' and entity_id = $1`, [id])).toBe(1);
  });

  it('archives one with results and attendance: records kept, sessions ended, out of current lists, in the Archived list', async () => {
    const student = ids.otherStudent;
    const marks = await count('mark', 'student_id = $1', [student]);
    expect(marks).toBeGreaterThan(0);
    const [{ year, subjectId }] = (await sql<{ year: string; subjectId: number }>(
      ctx.databaseUrl,
      `select s.year, sub.id as "subjectId" from student s join subject sub on sub.year = s.year where s.id = $1 limit 1`,
      [student],
    )) as [{ year: string; subjectId: number }];
    const inClass = async () =>
      ((await call('admin', 'GET', `/api/subjects/${subjectId}/students`)).json() as { id: number }[]).some((row) => row.id === student);
    expect(await inClass()).toBe(true);

    const archived = await call('admin', 'DELETE', `/api/students/${student}`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ message: 'Student archived: their records are kept and the Archived list can restore them' });
    expect(await count('student', `id = $1 and status = 'archived' and status_changed_at is not null`, [student])).toBe(1);
    expect(await count('mark', 'student_id = $1', [student])).toBe(marks);
    expect(
      await count('audit_log', `entity = 'student' and action = 'update' and entity_id = $1 and changes->'after'->>'status' = 'archived'`, [student]),
    ).toBe(1);
    // their session ended
    expect((await call('otherStudent', 'GET', '/api/auth/status')).json().isAuthenticated).toBe(false);
    // out of the current lists: students, the class of a subject, the shortage list
    const list = (await call('admin', 'GET', `/api/students?year=${year}`)).json() as { id: number }[];
    expect(list.some((row) => row.id === student)).toBe(false);
    expect(await inClass()).toBe(false);
    const shortages = (await call('admin', 'GET', '/api/attendance/shortages?pageSize=100')).json().rows as { student: { id: number } }[];
    expect(shortages.some((row) => row.student.id === student)).toBe(false);
    // and in the Archived list, marked so
    const archivedList = (await call('admin', 'GET', '/api/students?status=archived')).json() as { id: number; status: string }[];
    expect(archivedList).toContainEqual(expect.objectContaining({ id: student, status: 'archived' }));
  });
});

describe('a former (archived) student signing in', () => {
  let former = '';
  it('signs in, marked a former student, and reads their results and transcript', async () => {
    const response = await signIn('student', 'student02@demo.college', 'Other@12345');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: ids.otherStudent, type: 'student', formerStudent: true });
    former = cookieOf(response);
    expect((await call(former, 'GET', '/api/auth/status')).json().user).toMatchObject({ formerStudent: true });
    expect((await call(former, 'GET', `/api/students/${ids.otherStudent}/results`)).statusCode).toBe(200);
    const transcript = await call(former, 'GET', `/api/students/${ids.otherStudent}/transcript`);
    expect(transcript.statusCode, transcript.body.slice(0, 200)).toBe(200);
    expect(transcript.headers['content-type']).toBe('application/pdf');
  });

  it('is refused everything else with the reason, and still only their own documents', async () => {
    for (const url of [
      `/api/students/${ids.otherStudent}`,
      `/api/students/${ids.otherStudent}/attendance`,
      '/api/timetable',
      '/api/announcements',
      `/api/students/${ids.otherStudent}/fees`,
    ]) {
      const refused = await call(former, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('As a former student you can download your marksheets and transcript only');
    }
    expect((await call(former, 'GET', `/api/students/${ids.student}/transcript`)).statusCode).toBe(403);
  });

  it('cannot sign in once the years the college sets have passed since they left', async () => {
    const settings = (await call('admin', 'GET', '/api/settings')).json();
    expect(settings.formerStudentAccessYears).toBe(5);
    await sql(ctx.databaseUrl, `update student set status_changed_at = now() - interval '6 years' where id = $1`, [ids.otherStudent]);
    const refused = await signIn('student', 'student02@demo.college', 'Other@12345');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(
      /^Your access as a former student ended on \d{4}-\d{2}-\d{2}\. Ask the college office for copies of your documents\.$/,
    );
    // the college allows ten years: open again
    const saved = await call('admin', 'PUT', '/api/settings', { ...settings, formerStudentAccessYears: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().formerStudentAccessYears).toBe(10);
    expect((await signIn('student', 'student02@demo.college', 'Other@12345')).statusCode).toBe(200);
    expect(await count('audit_log', `entity = 'college_settings' and changes->'after'->>'formerStudentAccessYears' = '10'`)).toBe(1);
  });

  it('restored by the admin, is a current student again with the whole portal', async () => {
    const restored = await call('admin', 'POST', `/api/students/${ids.otherStudent}/restore`);
    expect(restored.json()).toEqual({ message: 'Student restored' });
    expect(await count('student', `id = $1 and status = 'active'`, [ids.otherStudent])).toBe(1);
    const response = await signIn('student', 'student02@demo.college', 'Other@12345');
    expect(response.json().user.formerStudent).toBeUndefined();
    expect((await call(cookieOf(response), 'GET', `/api/students/${ids.otherStudent}/attendance`)).statusCode).toBe(200);
    expect(
      ((await call('admin', 'GET', '/api/students?pageSize=100&page=1')).json().items as { id: number }[]).some((row) => row.id === ids.otherStudent),
    ).toBe(true);
  });
});

describe('deleting a faculty member', () => {
  it('removes one with no history; archives one who taught: no sign-in, out of the pickers, restorable', async () => {
    const created = await call('admin', 'POST', '/api/faculty', {
      firstName: 'New',
      lastName: 'Teacher',
      designation: 'Lecturer',
      specialization: 'Sports',
      experienceYears: 1,
      yearOfJoining: '2026-06-01',
      contactInfo: { email: 'new-teacher@example.test' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call('admin', 'DELETE', `/api/faculty/${created.json().id}`)).json()).toEqual({ message: 'Faculty member deleted' });

    const teacher = ids.otherFaculty;
    expect(await count('teaching_assignment', 'faculty_id = $1', [teacher])).toBeGreaterThan(0);
    const archived = await call('admin', 'DELETE', `/api/faculty/${teacher}`);
    expect(archived.json()).toEqual({ message: 'Faculty member archived: their records are kept and the Archived list can restore them' });
    expect(await count('teaching_assignment', 'faculty_id = $1', [teacher])).toBeGreaterThan(0);
    expect((await call('otherFaculty', 'GET', '/api/auth/status')).json().isAuthenticated).toBe(false);
    const refused = await signIn('faculty', 'faculty02@demo.college', 'Other@12345');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This account is archived. Ask the college office if you need it again.');
    expect(((await call('admin', 'GET', '/api/faculty')).json() as { id: number }[]).some((row) => row.id === teacher)).toBe(false);
    expect((await call('admin', 'GET', '/api/faculty?status=archived')).json()).toContainEqual(expect.objectContaining({ id: teacher, status: 'archived' }));

    expect((await call('admin', 'POST', `/api/faculty/${teacher}/restore`)).json()).toEqual({ message: 'Faculty member restored' });
    expect((await signIn('faculty', 'faculty02@demo.college', 'Other@12345')).statusCode).toBe(200);
  });
});

describe("CONTRACT §10: archiving and restoring are the admin's", () => {
  const expected: Record<Who, number> = { anonymous: 401, student: 403, otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 404 };
  const rows = ['/api/students/999999/restore', '/api/faculty/999999/restore', '/api/students/999999', '/api/faculty/999999'].flatMap((url) =>
    (Object.keys(expected) as Who[]).map((who) => ({
      url,
      who,
      method: url.endsWith('restore') ? ('POST' as const) : ('DELETE' as const),
      status: expected[who],
    })),
  );
  it.each(rows)('$method $url as $who -> $status', async (row) => {
    if (row.who !== 'anonymous' && row.who !== 'admin') cookies[row.who] = await login(ctx.app, row.who);
    const response = await call(row.who, row.method, row.url);
    expect(response.statusCode, response.body).toBe(row.status);
  });
});
