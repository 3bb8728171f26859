import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { DEFAULT_SCALE, recordIds, validExamSlot, validNotice } from './helpers/records.ts';

type Who = 'anonymous' | Role;
type Ids = Awaited<ReturnType<typeof demoIds>> & Awaited<ReturnType<typeof recordIds>>;
/** 'ok' means any 2xx; 404 for an admin means "allowed through, record does not exist". */
type Expect = number | 'ok';
type Row = { call: string; path: (ids: Ids) => string; body?: () => unknown; expect: Record<Who, Expect> };

const MISSING = 999_999;
const all = (value: Expect): Record<Who, Expect> => ({
  anonymous: value,
  student: value,
  otherStudent: value,
  faculty: value,
  otherFaculty: value,
  admin: value,
});
const adminOnly = (admin: Expect = 'ok'): Record<Who, Expect> => ({ anonymous: 401, student: 403, otherStudent: 403, faculty: 403, otherFaculty: 403, admin });
const signedIn: Record<Who, Expect> = { ...all('ok'), anonymous: 401 };
/** The demo faculty member teaches BPT201; faculty02 does not. */
const assignedOnly = (admin: Expect = 'ok'): Record<Who, Expect> => ({
  anonymous: 401,
  student: 403,
  otherStudent: 403,
  faculty: 'ok',
  otherFaculty: 403,
  admin,
});
/** A record that does not exist: faculty get the same 403 as for someone else's. */
const missing: Record<Who, Expect> = { anonymous: 401, student: 403, otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 404 };
const staff: Record<Who, Expect> = { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 'ok', admin: 'ok' };
const newAssessment = () => ({ academicYear: '2026-27', name: 'Quiz', maxMarks: 10, date: '2026-11-20', weight: 1 });

// CONTRACT §9, row by row, for the records routes
const TABLE: Row[] = [
  { call: 'GET /api/exams/timetable', path: () => '/api/exams/timetable?upcoming=true', expect: all('ok') },
  { call: 'GET /api/exams/notices', path: () => '/api/exams/notices', expect: all('ok') },
  { call: 'POST /api/exams/timetable', path: () => '/api/exams/timetable', body: validExamSlot, expect: adminOnly() },
  { call: 'PUT /api/exams/timetable/{id}', path: () => `/api/exams/timetable/${MISSING}`, body: validExamSlot, expect: adminOnly(404) },
  { call: 'DELETE /api/exams/timetable/{id}', path: () => `/api/exams/timetable/${MISSING}`, expect: adminOnly(404) },
  { call: 'POST /api/exams/notices', path: () => '/api/exams/notices', body: validNotice, expect: adminOnly() },
  { call: 'PUT /api/exams/notices/{id}', path: () => `/api/exams/notices/${MISSING}`, body: validNotice, expect: adminOnly(404) },
  { call: 'DELETE /api/exams/notices/{id}', path: () => `/api/exams/notices/${MISSING}`, expect: adminOnly(404) },
  { call: 'GET /api/academic-years', path: () => '/api/academic-years', expect: signedIn },
  { call: 'GET /api/subject-teachers', path: () => '/api/subject-teachers', expect: signedIn },
  { call: 'GET /api/subject-teachers?year=SECOND (own year)', path: () => '/api/subject-teachers?year=SECOND', expect: signedIn },
  {
    call: 'GET /api/subject-teachers?year=FOURTH (another year)',
    path: () => '/api/subject-teachers?year=FOURTH',
    expect: { ...staff, student: 403, otherStudent: 403 },
  },
  { call: 'GET /api/teaching-assignments', path: () => '/api/teaching-assignments', expect: staff },
  {
    call: 'POST /api/teaching-assignments',
    path: () => '/api/teaching-assignments',
    body: () => ({ facultyId: 1, subjectId: 1, academicYear: '2031-32' }),
    expect: adminOnly(),
  },
  { call: 'DELETE /api/teaching-assignments/{id}', path: () => `/api/teaching-assignments/${MISSING}`, expect: adminOnly(404) },
  { call: 'GET /api/faculty/{id}/subjects', path: (ids) => `/api/faculty/${ids.faculty}/subjects`, expect: assignedOnly() },
  { call: 'GET /api/subjects/{id}/students', path: (ids) => `/api/subjects/${ids.subject('BPT201')}/students`, expect: assignedOnly() },
  { call: 'GET /api/subjects/{missing}/students', path: () => `/api/subjects/${MISSING}/students`, expect: missing },
  { call: 'GET /api/subjects/{id}/assessments', path: (ids) => `/api/subjects/${ids.subject('BPT201')}/assessments`, expect: assignedOnly() },
  { call: 'GET /api/subjects/{missing}/assessments', path: () => `/api/subjects/${MISSING}/assessments`, expect: missing },
  {
    call: 'POST /api/subjects/{id}/assessments',
    path: (ids) => `/api/subjects/${ids.subject('BPT201')}/assessments`,
    body: newAssessment,
    expect: assignedOnly(),
  },
  { call: 'POST /api/subjects/{missing}/assessments', path: () => `/api/subjects/${MISSING}/assessments`, body: newAssessment, expect: missing },
  {
    call: 'PUT /api/assessments/{missing}',
    path: () => `/api/assessments/${MISSING}`,
    body: () => ({ name: 'X', maxMarks: 10, date: '2026-11-20', weight: 1, version: 1 }),
    expect: missing,
  },
  { call: 'DELETE /api/assessments/{missing}', path: () => `/api/assessments/${MISSING}`, expect: missing },
  { call: 'GET /api/assessments/{id}/marks', path: (ids) => `/api/assessments/${ids.draft}/marks`, expect: assignedOnly() },
  { call: 'GET /api/assessments/{missing}/marks', path: () => `/api/assessments/${MISSING}/marks`, expect: missing },
  {
    call: 'PUT /api/assessments/{id}/marks (nothing changed)',
    path: (ids) => `/api/assessments/${ids.draft}/marks`,
    body: () => ({ version: 1, entries: [] }),
    expect: assignedOnly(),
  },
  { call: 'PUT /api/assessments/{missing}/marks', path: () => `/api/assessments/${MISSING}/marks`, body: () => ({ version: 1, entries: [] }), expect: missing },
  { call: 'POST /api/assessments/{missing}/publish', path: () => `/api/assessments/${MISSING}/publish`, body: () => ({ version: 1 }), expect: missing },
  { call: 'POST /api/assessments/{missing}/reopen', path: () => `/api/assessments/${MISSING}/reopen`, expect: adminOnly(404) },
  { call: 'GET /api/subjects/{id}/results', path: (ids) => `/api/subjects/${ids.subject('BPT201')}/results`, expect: assignedOnly() },
  { call: 'GET /api/subjects/{missing}/results', path: () => `/api/subjects/${MISSING}/results`, expect: missing },
  {
    call: 'GET /api/students/{id}/results',
    path: (ids) => `/api/students/${ids.student}/results`,
    expect: { anonymous: 401, student: 'ok', otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 'ok' },
  },
  {
    call: 'GET /api/students/{missing}/results',
    path: () => `/api/students/${MISSING}/results`,
    expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 404 },
  },
  { call: 'GET /api/analytics/results', path: () => '/api/analytics/results', expect: staff },
  { call: 'GET /api/grade-scale', path: () => '/api/grade-scale', expect: signedIn },
  { call: 'PUT /api/grade-scale', path: () => '/api/grade-scale', body: () => ({ bands: DEFAULT_SCALE }), expect: adminOnly() },
];

const WHO: Who[] = ['anonymous', 'student', 'otherStudent', 'faculty', 'otherFaculty', 'admin'];

describe('CONTRACT §9 permission table (academic records)', () => {
  let ctx: TestContext;
  let ids: Ids;
  const cookies: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    ids = { ...(await demoIds(ctx.databaseUrl)), ...(await recordIds(ctx.databaseUrl)) };
    for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
  });
  afterAll(() => ctx.app.close());

  const cases = TABLE.flatMap((row) => WHO.map((who) => ({ ...row, who, expected: row.expect[who] })));

  it.each(cases)('$call as $who -> $expected', async ({ call, path, body, who, expected }) => {
    const [method] = call.split(' ');
    const cookie = cookies[who];
    const response = await ctx.app.inject({
      method: method as 'GET',
      url: path(ids),
      headers: { origin: ORIGIN, ...(cookie && { cookie }) },
      ...(body && { payload: body() as object }),
    });
    if (expected === 'ok') expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
    if (expected === 'ok') expect(response.statusCode, response.body).toBeLessThan(300);
    else expect(response.statusCode, response.body).toBe(expected);
  });

  it('a faculty member is refused the same way whether the assessment exists or not', async () => {
    const refuse = async (path: string) => {
      const response = await ctx.app.inject({ url: path, headers: { cookie: cookies.otherFaculty } });
      return { status: response.statusCode, body: response.json() };
    };
    expect(await refuse(`/api/assessments/${ids.draft}/marks`)).toEqual(await refuse(`/api/assessments/${MISSING}/marks`));
    expect(await refuse(`/api/subjects/${ids.subject('BPT201')}/results`)).toEqual(await refuse(`/api/subjects/${MISSING}/results`));
  });
});
