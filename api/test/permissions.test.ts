import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { validCalendarEntry, validEvent, validFaculty, validStudent, validSubject } from './helpers/bodies.ts';

type Who = 'anonymous' | Role;
type Ids = Awaited<ReturnType<typeof demoIds>>;
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

// CONTRACT §5, row by row
const TABLE: Row[] = [
  { call: 'GET /api/auth/status', path: () => '/api/auth/status', expect: all('ok') },
  { call: 'GET /api/events', path: () => '/api/events', expect: all('ok') },
  { call: 'GET /api/academic-calendar', path: () => '/api/academic-calendar', expect: all('ok') },
  { call: 'GET /api/public/faculty', path: () => '/api/public/faculty', expect: all('ok') },
  { call: 'GET /api/health', path: () => '/api/health', expect: all('ok') },
  {
    call: 'GET /api/students/{id}',
    path: (ids) => `/api/students/${ids.student}`,
    expect: { anonymous: 401, student: 'ok', otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 'ok' },
  },
  {
    call: 'GET /api/faculty/{id}',
    path: (ids) => `/api/faculty/${ids.faculty}`,
    expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 403, admin: 'ok' },
  },
  {
    call: 'GET /api/faculty/{id}/calendar',
    path: (ids) => `/api/faculty/${ids.faculty}/calendar`,
    expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 403, admin: 'ok' },
  },
  {
    call: 'GET /api/faculty',
    path: () => '/api/faculty',
    expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 'ok', admin: 'ok' },
  },
  {
    call: 'PUT /api/faculty/{id}',
    path: (ids) => `/api/faculty/${ids.faculty}`,
    body: () => ({ specialization: 'Updated' }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 403, admin: 'ok' },
  },
  { call: 'GET /api/subjects', path: () => '/api/subjects', expect: signedIn },
  { call: 'GET /api/students', path: () => '/api/students?include=personalInfo,contactInfo,fees,results.subject,gradeInfo.subject', expect: adminOnly() },
  { call: 'POST /api/students', path: () => '/api/students', body: validStudent, expect: adminOnly() },
  { call: 'POST /api/students/import', path: () => '/api/students/import', body: () => ({ students: [validStudent()] }), expect: adminOnly() },
  { call: 'PUT /api/students/{id}', path: (ids) => `/api/students/${ids.otherStudent}`, body: () => ({ lastName: 'Renamed' }), expect: adminOnly() },
  { call: 'DELETE /api/students/{id}', path: () => `/api/students/${MISSING}`, expect: adminOnly(404) },
  { call: 'POST /api/faculty', path: () => '/api/faculty', body: validFaculty, expect: adminOnly() },
  { call: 'DELETE /api/faculty/{id}', path: () => `/api/faculty/${MISSING}`, expect: adminOnly(404) },
  { call: 'POST /api/subjects', path: () => '/api/subjects', body: validSubject, expect: adminOnly() },
  { call: 'PUT /api/subjects/{id}', path: () => `/api/subjects/${MISSING}`, body: validSubject, expect: adminOnly(404) },
  { call: 'DELETE /api/subjects/{id}', path: () => `/api/subjects/${MISSING}`, expect: adminOnly(404) },
  { call: 'GET /api/personal-info', path: () => '/api/personal-info', expect: adminOnly() },
  { call: 'GET /api/contact-info', path: () => '/api/contact-info', expect: adminOnly() },
  { call: 'POST /api/events', path: () => '/api/events', body: validEvent, expect: adminOnly() },
  { call: 'PUT /api/events/{id}', path: () => `/api/events/${MISSING}`, body: validEvent, expect: adminOnly(404) },
  { call: 'DELETE /api/events/{id}', path: () => `/api/events/${MISSING}`, expect: adminOnly(404) },
  { call: 'POST /api/academic-calendar', path: () => '/api/academic-calendar', body: validCalendarEntry, expect: adminOnly() },
  { call: 'PUT /api/academic-calendar/{id}', path: () => `/api/academic-calendar/${MISSING}`, body: validCalendarEntry, expect: adminOnly(404) },
  { call: 'DELETE /api/academic-calendar/{id}', path: () => `/api/academic-calendar/${MISSING}`, expect: adminOnly(404) },
  { call: 'GET /api/audit-log', path: () => '/api/audit-log', expect: adminOnly() },
  { call: 'POST /api/users/{type}/{id}/reset-password', path: () => `/api/users/student/${MISSING}/reset-password`, expect: adminOnly(404) },
  {
    call: 'PUT /api/auth/password',
    path: () => '/api/auth/password',
    body: () => ({ currentPassword: 'wrong-password', newPassword: 'Another@12345' }),
    expect: { ...all(400), anonymous: 401 },
  },
];

const WHO: Who[] = ['anonymous', 'student', 'otherStudent', 'faculty', 'otherFaculty', 'admin'];

describe('CONTRACT §5 permission table', () => {
  let ctx: TestContext;
  let ids: Ids;
  const cookies: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    ids = await demoIds(ctx.databaseUrl);
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

  it('a faculty member listing faculty sees only their own record', async () => {
    const response = await ctx.app.inject({ url: '/api/faculty', headers: { cookie: cookies.faculty } });
    expect(response.json().map((row: { id: number }) => row.id)).toEqual([ids.faculty]);
  });
});
