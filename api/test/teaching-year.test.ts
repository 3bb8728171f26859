import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeToday } from '../src/modules/attendance/roll.ts';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { recordIds } from './helpers/records.ts';

type Who = 'anonymous' | Role;
type Method = 'GET' | 'PUT' | 'POST';
type Period = { id?: number; weekday: number; startsAt: string; endsAt: string; subjectId: number; facultyId: number; room: string };
type StoredPeriod = { id: number; weekday: number; startsAt: string; endsAt: string; room: string; subject: { id: number }; teacher: { id: number } };

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>> & Awaited<ReturnType<typeof recordIds>>;
const cookies: Partial<Record<Who, string>> = {};
const ACADEMIC_YEAR = '2026-27';
const MISSING = 999_999;

const call = (who: Who, method: Method, url: string, payload?: object) => {
  const cookie = cookies[who];
  return ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie && { cookie }) }, ...(payload && { payload }) });
};
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  (await sql<{ n: number }>(ctx.databaseUrl, `select count(*)::int as n from ${table} where ${where}`, params))[0]?.n;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The latest day up to today (in India) that has classes: Monday to Saturday. */
const CLASS_DAY = isoWeekday(collegeToday()) === 0 ? addDays(collegeToday(), -1) : collegeToday();
const WEEKDAY = isoWeekday(CLASS_DAY);

const toInput = (period: StoredPeriod): Period => ({
  id: period.id,
  weekday: period.weekday,
  startsAt: period.startsAt,
  endsAt: period.endsAt,
  subjectId: period.subject.id,
  facultyId: period.teacher.id,
  room: period.room,
});
async function readWeek(year: string) {
  const response = await call('admin', 'GET', `/api/timetable?year=${year}&academicYear=${ACADEMIC_YEAR}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { version: number; periods: StoredPeriod[] };
}
async function saveWeek(year: string, extra: Period[], version?: number) {
  const week = await readWeek(year);
  return call('admin', 'PUT', '/api/timetable', {
    academicYear: ACADEMIC_YEAR,
    year,
    version: version ?? week.version,
    periods: [...week.periods.map(toInput), ...extra],
  });
}

/** The afternoon period this file adds to the demo student's class: the demo faculty member's BPT201. */
let labPeriodId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = { ...(await demoIds(ctx.databaseUrl)), ...(await recordIds(ctx.databaseUrl)) };
  for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
  const saved = await saveWeek('SECOND', [
    { weekday: WEEKDAY, startsAt: '15:00', endsAt: '16:00', subjectId: ids.subject('BPT201'), facultyId: ids.faculty, room: 'Physio Lab' },
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  labPeriodId = (saved.json() as { periods: StoredPeriod[] }).periods.find((period) => period.startsAt === '15:00')?.id as number;
});
afterAll(() => ctx.app.close());

describe('CONTRACT §10: the teaching year, row by row', () => {
  type Expect = number | 'ok';
  const WHO: Who[] = ['anonymous', 'student', 'otherStudent', 'faculty', 'otherFaculty', 'admin'];
  const adminOnly = (admin: Expect = 'ok'): Record<Who, Expect> => ({
    anonymous: 401,
    student: 403,
    otherStudent: 403,
    faculty: 403,
    otherFaculty: 403,
    admin,
  });
  const staff: Record<Who, Expect> = { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 'ok', admin: 'ok' };
  const rows: { call: string; path: () => string; body?: () => object; expect: Record<Who, Expect> }[] = [
    { call: 'GET /api/settings', path: () => '/api/settings', expect: adminOnly() },
    {
      call: 'PUT /api/settings (a stale version)',
      path: () => '/api/settings',
      body: () => ({ academicYear: ACADEMIC_YEAR, attendanceThreshold: 75, correctionWindowDays: 3, hallTicketRequiresNoOverdueFees: false, version: 12345 }),
      expect: adminOnly(409),
    },
    // both demo students are in SECOND year
    {
      call: 'GET /api/timetable?year=FIRST (another year)',
      path: () => '/api/timetable?year=FIRST',
      expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 'ok', admin: 'ok' },
    },
    {
      call: 'GET /api/timetable (own year)',
      path: () => '/api/timetable',
      expect: { anonymous: 401, student: 'ok', otherStudent: 'ok', faculty: 'ok', otherFaculty: 'ok', admin: 'ok' },
    },
    {
      call: 'PUT /api/timetable (a stale version)',
      path: () => '/api/timetable',
      body: () => ({ academicYear: ACADEMIC_YEAR, year: 'FOURTH', version: 12345, periods: [] }),
      expect: adminOnly(409),
    },
    {
      call: 'GET /api/faculty/{id}/timetable',
      path: () => `/api/faculty/${ids.faculty}/timetable`,
      expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 403, admin: 'ok' },
    },
    {
      call: 'GET /api/periods/{id}/attendance',
      path: () => `/api/periods/${labPeriodId}/attendance?date=${CLASS_DAY}`,
      expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 'ok', otherFaculty: 403, admin: 'ok' },
    },
    {
      call: 'GET /api/periods/{missing}/attendance',
      path: () => `/api/periods/${MISSING}/attendance?date=${CLASS_DAY}`,
      expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 404 },
    },
    {
      call: 'PUT /api/periods/{missing}/attendance',
      path: () => `/api/periods/${MISSING}/attendance`,
      body: () => ({ date: CLASS_DAY, absentStudentIds: [] }),
      expect: { anonymous: 401, student: 403, otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 404 },
    },
    {
      call: 'GET /api/students/{id}/attendance',
      path: () => `/api/students/${ids.student}/attendance`,
      expect: { anonymous: 401, student: 'ok', otherStudent: 403, faculty: 403, otherFaculty: 403, admin: 'ok' },
    },
    { call: 'GET /api/students/{missing}/attendance', path: () => `/api/students/${MISSING}/attendance`, expect: adminOnly(404) },
    { call: 'GET /api/attendance/shortages', path: () => '/api/attendance/shortages', expect: staff },
    {
      call: 'POST /api/attendance/condonations (no shortage there)',
      path: () => '/api/attendance/condonations',
      body: () => ({ studentId: ids.student, subjectId: MISSING, academicYear: ACADEMIC_YEAR, reason: 'Medical leave' }),
      expect: adminOnly(400),
    },
  ];
  const cases = rows.flatMap((row) => WHO.map((who) => ({ ...row, who, expected: row.expect[who] })));

  it.each(cases)('$call as $who -> $expected', async ({ call: name, path, body, who, expected }) => {
    const response = await call(who, name.split(' ')[0] as Method, path(), body?.());
    if (expected === 'ok') expect(response.statusCode, response.body).toBe(200);
    else expect(response.statusCode, response.body).toBe(expected);
  });
});

describe('college settings', () => {
  it('start at the defaults: 75% attendance, 3 days to correct, no fee rule for hall tickets', async () => {
    const response = await call('admin', 'GET', '/api/settings');
    expect(response.json()).toMatchObject({ attendanceThreshold: 75, correctionWindowDays: 3, hallTicketRequiresNoOverdueFees: false, version: 0 });
  });

  it('are saved with their version, audited, and a save over a newer version is refused with nothing lost', async () => {
    const body = { academicYear: ACADEMIC_YEAR, attendanceThreshold: 80, correctionWindowDays: 3, hallTicketRequiresNoOverdueFees: true, version: 0 };
    const saved = await call('admin', 'PUT', '/api/settings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ attendanceThreshold: 80, hallTicketRequiresNoOverdueFees: true, version: 1 });
    const second = await call('admin', 'PUT', '/api/settings', { ...body, attendanceThreshold: 60 });
    expect(second.statusCode).toBe(409);
    expect((await call('admin', 'GET', '/api/settings')).json()).toMatchObject({ attendanceThreshold: 80, version: 1 });
    const [audit] = await sql<{ changes: { before: { attendanceThreshold: number }; after: { attendanceThreshold: number } } }>(
      ctx.databaseUrl,
      `select changes from audit_log where entity = 'college_settings'`,
    );
    expect(audit?.changes.before.attendanceThreshold).toBe(75);
    expect(audit?.changes.after.attendanceThreshold).toBe(80);
    // back to the defaults for the rest of the file
    expect(
      (await call('admin', 'PUT', '/api/settings', { ...body, attendanceThreshold: 75, hallTicketRequiresNoOverdueFees: false, version: 1 })).statusCode,
    ).toBe(200);
  });

  it('refuse a threshold out of range and an academic year that is not one, naming the field', async () => {
    const body = { academicYear: ACADEMIC_YEAR, attendanceThreshold: 75, correctionWindowDays: 3, hallTicketRequiresNoOverdueFees: false, version: 2 };
    const threshold = await call('admin', 'PUT', '/api/settings', { ...body, attendanceThreshold: 101 });
    expect(threshold.statusCode).toBe(400);
    expect(threshold.json().message).toMatch(/^attendanceThreshold /);
    const year = await call('admin', 'PUT', '/api/settings', { ...body, academicYear: '2026-29' });
    expect(year.json()).toMatchObject({ statusCode: 400, field: 'academicYear' });
  });
});

describe('class timetable', () => {
  it('shows a student their own year and a teacher their week, with class and room', async () => {
    const student = await call('student', 'GET', '/api/timetable');
    expect(student.json()).toMatchObject({ year: 'SECOND', academicYear: ACADEMIC_YEAR });
    expect(student.json().periods.some((period: StoredPeriod) => period.id === labPeriodId)).toBe(true);
    const week = await call('faculty', 'GET', `/api/faculty/${ids.faculty}/timetable`);
    const lab = week.json().periods.find((period: StoredPeriod) => period.id === labPeriodId);
    expect(lab).toMatchObject({ year: 'SECOND', room: 'Physio Lab', subject: { code: 'BPT201' }, startsAt: '15:00' });
    expect(week.json().periods.every((period: StoredPeriod) => period.teacher.id === ids.faculty)).toBe(true);
  });

  it('refuses a teacher booked twice in one period, naming the clash, and stores nothing', async () => {
    const before = await readWeek('THIRD');
    const response = await saveWeek('THIRD', [
      { weekday: WEEKDAY, startsAt: '15:30', endsAt: '16:30', subjectId: ids.subject('BPT303'), facultyId: ids.faculty, room: 'Room 9' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Faculty Demo A already teaches Second year on \w+day 15:00-16:00/);
    expect(await readWeek('THIRD')).toEqual(before);
  });

  it('refuses a room booked twice in one period, naming the clash', async () => {
    const [{ id: teacher } = { id: 0 }] = await sql<{ id: number }>(
      ctx.databaseUrl,
      `select faculty_id as id from teaching_assignment t join subject s on s.id = t.subject_id where s.code = 'BPT301' and t.academic_year = $1`,
      [ACADEMIC_YEAR],
    );
    const response = await saveWeek('THIRD', [
      { weekday: WEEKDAY, startsAt: '15:00', endsAt: '16:00', subjectId: ids.subject('BPT301'), facultyId: teacher, room: 'physio lab' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Physio Lab is booked for Second year on \w+day 15:00-16:00/);
  });

  it("gives a teacher only a subject assigned to them, and a class only its own year's subjects", async () => {
    const notAssigned = await saveWeek('FIRST', [
      { weekday: WEEKDAY, startsAt: '17:00', endsAt: '18:00', subjectId: ids.subject('BPT101'), facultyId: ids.faculty, room: 'Room 1' },
    ]);
    expect(notAssigned.statusCode).toBe(400);
    expect(notAssigned.json().message).toMatch(/Faculty Demo A is not assigned to teach BPT101 in 2026-27/);
    const otherYear = await saveWeek('FIRST', [
      { weekday: WEEKDAY, startsAt: '17:00', endsAt: '18:00', subjectId: ids.subject('BPT201'), facultyId: ids.faculty, room: 'Room 1' },
    ]);
    expect(otherYear.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/BPT201 is not a subject of this year/) });
  });

  it('refuses a period outside the day, one ending before it starts, two at once in one class and a long room name, naming the field', async () => {
    const base = { weekday: WEEKDAY, subjectId: ids.subject('BPT201'), facultyId: ids.faculty, room: 'Room 5' };
    const early = await saveWeek('SECOND', [{ ...base, startsAt: '05:00', endsAt: '06:00' }]);
    expect(early.json()).toMatchObject({ statusCode: 400, field: expect.stringMatching(/^periods\.\d+\.startsAt$/) });
    const backwards = await saveWeek('SECOND', [{ ...base, startsAt: '18:00', endsAt: '17:00' }]);
    expect(backwards.json()).toMatchObject({ statusCode: 400, field: expect.stringMatching(/^periods\.\d+\.endsAt$/) });
    const twice = await saveWeek('SECOND', [{ ...base, startsAt: '15:30', endsAt: '16:30' }]);
    expect(twice.json().message).toMatch(/Second year already has a class on \w+day 15:00-16:00/);
    const room = await saveWeek('SECOND', [{ ...base, startsAt: '17:00', endsAt: '18:00', room: 'R'.repeat(41) }]);
    expect(room.statusCode).toBe(400);
    expect(room.json().message).toMatch(/^periods\.\d+\.room must NOT have more than 40 characters/);
    const hour = await saveWeek('SECOND', [{ ...base, startsAt: '25:00', endsAt: '26:00' }]);
    expect(hour.statusCode).toBe(400);
    expect(hour.json().message).toMatch(/^periods\.\d+\.startsAt /);
    expect((await readWeek('SECOND')).periods.filter((period) => period.room === 'Room 5')).toEqual([]);
  });

  it('refuses the second of two admins saving one timetable (409), keeping the first save', async () => {
    const { version } = await readWeek('FOURTH');
    const [{ id: teacher } = { id: 0 }] = await sql<{ id: number }>(
      ctx.databaseUrl,
      `select faculty_id as id from teaching_assignment t join subject s on s.id = t.subject_id where s.code = 'BPT404' and t.academic_year = $1`,
      [ACADEMIC_YEAR],
    );
    const period = (startsAt: string, endsAt: string) => ({
      weekday: WEEKDAY,
      startsAt,
      endsAt,
      subjectId: ids.subject('BPT404'),
      facultyId: teacher,
      room: 'Seminar Room',
    });
    const first = await saveWeek('FOURTH', [period('17:00', '18:00')], version);
    const second = await saveWeek('FOURTH', [period('18:00', '19:00')], version);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(409);
    const after = await readWeek('FOURTH');
    expect(after.version).toBe(version + 1);
    expect(after.periods.filter((row) => row.room === 'Seminar Room').map((row) => row.startsAt)).toEqual(['17:00']);
    expect(await count('audit_log', `entity = 'timetable' and changes->'after'->>'year' = 'FOURTH'`)).toBe(1);
  });
});

describe('attendance', () => {
  const roll = (who: Who, body: object, period = labPeriodId) => call(who, 'PUT', `/api/periods/${period}/attendance`, body);
  const classOf = async () =>
    (await call('faculty', 'GET', `/api/periods/${labPeriodId}/attendance?date=${CLASS_DAY}`)).json() as {
      taken: boolean;
      editable: boolean;
      students: { id: number; present: boolean }[];
    };

  it('opens a period with everyone present, then stores the absent ones the teacher marked', async () => {
    const before = await classOf();
    expect(before.taken).toBe(false);
    expect(before.editable).toBe(true);
    expect(before.students.length).toBeGreaterThan(1);
    expect(before.students.every((student) => student.present)).toBe(true);
    const saved = await roll('faculty', { date: CLASS_DAY, absentStudentIds: [ids.student] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().taken).toBe(true);
    expect(saved.json().students.find((student: { id: number }) => student.id === ids.student).present).toBe(false);
    expect(await count('audit_log', `entity = 'attendance_session'`)).toBe(1);
  });

  it('stores a roll saved twice at once (two tabs, a double tap) once', async () => {
    const [first, second] = await Promise.all([
      roll('faculty', { date: CLASS_DAY, absentStudentIds: [ids.student] }),
      roll('faculty', { date: CLASS_DAY, absentStudentIds: [ids.student] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await count('attendance_session', 'period_id = $1 and date = $2', [labPeriodId, CLASS_DAY])).toBe(1);
    const students = (await classOf()).students.length;
    expect(await count('attendance_mark m join attendance_session a on a.id = m.session_id', 'a.period_id = $1', [labPeriodId])).toBe(students);
    const [tally] = await sql<{ held: number; attended: number }>(
      ctx.databaseUrl,
      `select held, attended from attendance_tally where student_id = $1 and subject_id = $2`,
      [ids.student, ids.subject('BPT201')],
    );
    const [marks] = await sql<{ held: number; attended: number }>(
      ctx.databaseUrl,
      `select count(*)::int as held, (count(*) filter (where m.present))::int as attended from attendance_mark m join attendance_session a on a.id = m.session_id
       where m.student_id = $1 and a.subject_id = $2`,
      [ids.student, ids.subject('BPT201')],
    );
    expect(tally).toEqual(marks);
  });

  it('lets the teacher correct their roll within the window, keeping the tally in step', async () => {
    const corrected = await roll('faculty', { date: CLASS_DAY, absentStudentIds: [] });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().students.every((student: { present: boolean }) => student.present)).toBe(true);
    const [tally] = await sql<{ held: number; attended: number }>(
      ctx.databaseUrl,
      `select held, attended from attendance_tally where student_id = $1 and subject_id = $2`,
      [ids.student, ids.subject('BPT201')],
    );
    const [marks] = await sql<{ attended: number }>(
      ctx.databaseUrl,
      `select (count(*) filter (where m.present))::int as attended from attendance_mark m join attendance_session a on a.id = m.session_id
       where m.student_id = $1 and a.subject_id = $2`,
      [ids.student, ids.subject('BPT201')],
    );
    expect(tally?.attended).toBe(marks?.attended);
  });

  it('refuses a student not in the class, a future date and a day the period does not meet, naming the field, storing nothing', async () => {
    const sessions = await count('attendance_session');
    const marks = await count('attendance_mark');
    const [firstYear] = await sql<{ id: number }>(ctx.databaseUrl, `select id from student where year = 'FIRST' limit 1`);
    const stranger = await roll('faculty', { date: CLASS_DAY, absentStudentIds: [firstYear?.id] });
    expect(stranger.json()).toMatchObject({ statusCode: 400, field: 'absentStudentIds.0' });
    const future = await roll('faculty', { date: addDays(CLASS_DAY, 7), absentStudentIds: [] });
    expect(future.json()).toMatchObject({ statusCode: 400, field: 'date', message: 'date must not be in the future' });
    const wrongDay = await roll('faculty', { date: addDays(CLASS_DAY, -1), absentStudentIds: [] });
    expect(wrongDay.json()).toMatchObject({ statusCode: 400, field: 'date' });
    expect(await count('attendance_session')).toBe(sessions);
    expect(await count('attendance_mark')).toBe(marks);
    expect((await classOf()).students.every((student) => student.present)).toBe(true);
  });

  it("closes the teacher's corrections after the window; the admin's then need a reason and are audited", async () => {
    const old = addDays(CLASS_DAY, -14);
    const teacher = await roll('faculty', { date: old, absentStudentIds: [] });
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toMatch(/for 3 days; ask the college office/);
    const view = await call('admin', 'GET', `/api/periods/${labPeriodId}/attendance?date=${old}`);
    expect(view.json()).toMatchObject({ editable: true, reasonRequired: true });
    const noReason = await roll('admin', { date: old, absentStudentIds: [] });
    expect(noReason.json()).toMatchObject({ statusCode: 400, field: 'reason' });
    const withReason = await roll('admin', { date: old, absentStudentIds: [ids.student], reason: 'Register found after the class' });
    expect(withReason.statusCode, withReason.body).toBe(200);
    const [audit] = await sql<{ actor_type: string; changes: { after: { reason: string } } }>(
      ctx.databaseUrl,
      `select actor_type, changes from audit_log where entity = 'attendance_session' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ actor_type: 'admin', changes: { after: { reason: 'Register found after the class' } } });
  });

  it('shows the student their attendance per subject and overall, with how many classes they need', async () => {
    const response = await call('student', 'GET', `/api/students/${ids.student}/attendance`);
    const body = response.json();
    expect(body.threshold).toBe(75);
    const pharmacology = body.subjects.find((row: { subject: { code: string } }) => row.subject.code === 'BPT202');
    // the demo student misses most BPT202 classes
    expect(pharmacology.percentage).toBeLessThan(75);
    expect(pharmacology.needed).toBeGreaterThan(0);
    expect(body.overall.held).toBe(body.subjects.reduce((sum: number, row: { held: number }) => sum + row.held, 0));
  });

  it('lists the shortages, lets the admin condone one once with a reason, and the student sees it condoned', async () => {
    const list = await call('admin', 'GET', '/api/attendance/shortages?year=SECOND');
    const row = list
      .json()
      .rows.find((item: { student: { id: number }; subject: { code: string } }) => item.student.id === ids.student && item.subject.code === 'BPT202');
    expect(row).toMatchObject({ condonation: null });
    expect(row.percentage).toBeLessThan(75);
    const teacherView = await call('otherFaculty', 'GET', '/api/attendance/shortages');
    expect(teacherView.json().rows.some((item: { subject: { code: string } }) => item.subject.code === 'BPT202')).toBe(false);
    const body = { studentId: ids.student, subjectId: ids.subject('BPT202'), academicYear: ACADEMIC_YEAR, reason: 'Hospitalised, certificate seen' };
    const condoned = await call('admin', 'POST', '/api/attendance/condonations', body);
    expect(condoned.statusCode, condoned.body).toBe(201);
    expect(condoned.json()).toMatchObject({ reason: 'Hospitalised, certificate seen', by: 'admin' });
    expect((await call('admin', 'POST', '/api/attendance/condonations', body)).statusCode).toBe(409);
    expect(await count('attendance_condonation')).toBe(1);
    expect(await count('audit_log', `entity = 'attendance_condonation'`)).toBe(1);
    const after = await call('admin', 'GET', '/api/attendance/shortages?year=SECOND');
    expect(
      after
        .json()
        .rows.find((item: { student: { id: number }; subject: { code: string } }) => item.student.id === ids.student && item.subject.code === 'BPT202')
        .condonation,
    ).toMatchObject({ reason: body.reason });
    const student = await call('student', 'GET', `/api/students/${ids.student}/attendance`);
    expect(student.json().subjects.find((item: { subject: { code: string } }) => item.subject.code === 'BPT202').condoned).toBe(true);
  });
});
