import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { recordIds } from './helpers/records.ts';

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>> & Awaited<ReturnType<typeof recordIds>>;
const cookies: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  ids = { ...(await demoIds(ctx.databaseUrl)), ...(await recordIds(ctx.databaseUrl)) };
  for (const role of ['admin', 'faculty', 'student'] as const) cookies[role] = await login(ctx.app, role);
});
afterAll(() => ctx.app.close());

const call = (who: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who] as string, origin: ORIGIN }, ...(payload && { payload }) });
const codes = (rows: { subject: { code: string } }[]) => rows.map((row) => row.subject.code);

describe('academic years', () => {
  it('the current one (starting 1 June) and every year with data, newest first', async () => {
    const years = (await call('student', 'GET', '/api/academic-years')).json();
    expect(years.current).toBe('2026-27');
    expect(years.years.slice(0, 2)).toEqual(['2026-27', '2025-26']);
    expect(years.years).toEqual([...years.years].sort().reverse());
  });
});

describe('teaching assignments', () => {
  it('the demo faculty member teaches two SECOND year subjects and one more this year; a faculty member sees only their own', async () => {
    const mine = (await call('faculty', 'GET', '/api/teaching-assignments')).json();
    expect(codes(mine)).toEqual(['BPT201', 'BPT202', 'BPT303']);
    expect(mine[0]).toMatchObject({
      academicYear: '2026-27',
      faculty: { id: ids.faculty, firstName: 'Faculty', designation: expect.any(String) },
      subject: { year: 'SECOND' },
    });
    expect((await call('faculty', 'GET', `/api/teaching-assignments?facultyId=${ids.otherFaculty}`)).json()).toEqual([]);
    const all = (await call('admin', 'GET', '/api/teaching-assignments')).json();
    expect(new Set(codes(all)).size).toBe(15);
    expect(codes((await call('admin', 'GET', `/api/teaching-assignments?facultyId=${ids.otherFaculty}`)).json())).toEqual(['BPT101', 'BPT204', 'BPT403']);
  });

  it('an admin assigns and unassigns, once per faculty member, subject and year, with audit rows', async () => {
    const body = { facultyId: ids.otherFaculty, subjectId: ids.subject('BPT201'), academicYear: '2026-27' };
    const created = await call('admin', 'POST', '/api/teaching-assignments', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ academicYear: '2026-27', faculty: { id: ids.otherFaculty }, subject: { code: 'BPT201' } });
    expect((await call('admin', 'POST', '/api/teaching-assignments', body)).statusCode).toBe(409);
    const teachers = (await call('student', 'GET', '/api/subject-teachers')).json();
    const pathology = teachers.find((subject: { code: string }) => subject.code === 'BPT201');
    expect(pathology.teachers.map((teacher: { id: number }) => teacher.id).sort()).toEqual([ids.faculty, ids.otherFaculty].sort());
    const id = created.json().id;
    expect((await call('admin', 'DELETE', `/api/teaching-assignments/${id}`)).json()).toEqual({ message: 'Teaching assignment deleted' });
    expect((await call('admin', 'DELETE', `/api/teaching-assignments/${id}`)).statusCode).toBe(404);
    const audit = await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'teaching-assignment' and entity_id = $1 order by id`, [id]);
    expect(audit).toEqual([
      { action: 'create', changes: { after: body } },
      { action: 'delete', changes: { before: body } },
    ]);
  });

  it.each([
    [{ facultyId: 999_999 }, 'facultyId'],
    [{ subjectId: 999_999 }, 'subjectId'],
    [{ academicYear: '2026' }, 'academicYear'],
    [{ academicYear: '2026-99' }, 'academicYear'],
  ])('refuses %o with 400 naming the field', async (patch, field) => {
    const response = await call('admin', 'POST', '/api/teaching-assignments', {
      facultyId: ids.faculty,
      subjectId: ids.subject('BPT101'),
      academicYear: '2026-27',
      ...patch,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}\\b`));
  });
});

describe('who teaches what', () => {
  it("a student's subjects of their own year by default, with their teachers", async () => {
    const subjects = (await call('student', 'GET', '/api/subject-teachers')).json();
    expect(subjects.map((subject: { code: string }) => subject.code)).toEqual(['BPT201', 'BPT202', 'BPT203', 'BPT204']);
    expect(subjects[0].teachers).toEqual([{ id: ids.faculty, firstName: 'Faculty', lastName: 'Demo A', designation: 'Professor' }]);
  });

  it('"My subjects": class size and assessments of each subject the faculty member teaches', async () => {
    const mine = (await call('faculty', 'GET', `/api/faculty/${ids.faculty}/subjects`)).json();
    expect(codes(mine)).toEqual(['BPT201', 'BPT202', 'BPT303']);
    const [pathology] = mine;
    const [{ n }] = (await sql(ctx.databaseUrl, `select count(*)::int as n from student where year = 'SECOND'`)) as [{ n: number }];
    expect(pathology).toMatchObject({ assignmentId: expect.any(Number), academicYear: '2026-27', students: n, assessments: 1, published: 0 });
    const last = (await call('faculty', 'GET', `/api/faculty/${ids.faculty}/subjects?academicYear=2025-26`)).json();
    expect(last[0]).toMatchObject({ assessments: 2, published: 2 });
  });

  it("a subject's class: name, enrollment number and year only", async () => {
    const students = (await call('faculty', 'GET', `/api/subjects/${ids.subject('BPT201')}/students`)).json();
    expect(students.map((student: { id: number }) => student.id)).toContain(ids.student);
    for (const student of students) expect(Object.keys(student).sort()).toEqual(['enrollmentNumber', 'firstName', 'id', 'lastName', 'year']);
    const lastYear = (await call('faculty', 'GET', `/api/subjects/${ids.subject('BPT201')}/students?academicYear=2025-26`)).json();
    expect(lastYear.every((student: { year: string }) => student.year === 'THIRD')).toBe(true);
  });
});
