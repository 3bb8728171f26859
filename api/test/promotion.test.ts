// Academic years and year-end promotion: who may preview and run it (CONTRACT §10: only the admin), what
// the preview proposes, the admin's overrides, a run that moves, holds back and graduates, all or nothing,
// and only once; a student's history year by year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

type Who = 'anonymous' | Role;
type Candidate = {
  id: number;
  enrollmentNumber: string;
  year: string;
  proposal: string;
  movesTo: string | null;
  failedSubjects: { subject: { code: string }; percentage: number; grade: string }[];
  attendanceShortages: { subject: { code: string }; held: number; attended: number }[];
};
type Preview = { academicYear: string; nextAcademicYear: string; promoted: { by: string } | null; years: { year: string; students: Candidate[] }[] };

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies: Partial<Record<Who, string>> = {};
const CURRENT = '2026-27';
const NEXT = '2027-28';

const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
  const cookie = cookies[who];
  return ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie && { cookie }) }, ...(payload && { payload }) });
};
const db = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => sql<T>(ctx.databaseUrl, text, params);
const preview = async () => {
  const response = await call('admin', 'GET', '/api/promotion');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Preview;
};
const candidates = (answer: Preview) => answer.years.flatMap((year) => year.students);
const byNumber = (answer: Preview, enrollmentNumber: string) => {
  const found = candidates(answer).find((candidate) => candidate.enrollmentNumber === enrollmentNumber);
  if (!found) throw new Error(`${enrollmentNumber} is not in the preview`);
  return found;
};
/** Everything a run changes, to compare before and after one that must change nothing. */
const snapshot = () =>
  Promise.all([
    db('select id, year, status from student order by id'),
    db('select * from student_year order by id'),
    db('select academic_year, version from college_settings'),
    db('select name, promoted_at from academic_year order by name'),
  ]);

/** DEMO-BPT-05 (first year) fails BPT101 in this year's published results. */
let failing: Candidate;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
  await db(
    `with exam as (
       insert into assessment (subject_id, academic_year, name, max_marks, date, weight, status, published_at, version)
       select id, $1, 'University exam', 100, '2027-03-20', 100, 'published', now(), 1 from subject where code = 'BPT101' returning id)
     insert into mark (assessment_id, student_id, marks, absent) select exam.id, s.id, 12, false from exam, student s where s.enrollment_number = 'DEMO-BPT-05'`,
    [CURRENT],
  );
  failing = byNumber(await preview(), 'DEMO-BPT-05');
});
afterAll(() => ctx.app.close());

describe('rights (CONTRACT §10: academic years, promotion, graduation: the admin only)', () => {
  const body = { academicYear: CURRENT, decisions: [] };
  it.each([
    ['anonymous', 401],
    ['student', 403],
    ['otherStudent', 403],
    ['faculty', 403],
    ['otherFaculty', 403],
  ] as const)('%s gets %i from the preview, the run and the academic years, and nothing changes', async (who, status) => {
    const before = await snapshot();
    for (const [method, url] of [
      ['GET', '/api/promotion'],
      ['POST', '/api/promotion'],
      ['GET', '/api/academic-years/records'],
    ] as const) {
      const response = await call(who, method, url, method === 'POST' ? body : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a student reads only their own history; faculty none; the admin any', async () => {
    expect((await call('anonymous', 'GET', `/api/students/${ids.student}/history`)).statusCode).toBe(401);
    expect((await call('student', 'GET', `/api/students/${ids.student}/history`)).statusCode).toBe(200);
    expect((await call('student', 'GET', `/api/students/${ids.otherStudent}/history`)).statusCode).toBe(403);
    expect((await call('faculty', 'GET', `/api/students/${ids.student}/history`)).statusCode).toBe(403);
    expect((await call('admin', 'GET', `/api/students/${ids.otherStudent}/history`)).statusCode).toBe(200);
    const missing = await call('admin', 'GET', '/api/students/999999/history');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Student not found' });
  });
});

describe('the academic years', () => {
  it('are the years the records name, with their dates; the current one is the college setting', async () => {
    const response = await call('admin', 'GET', '/api/academic-years/records');
    expect(response.statusCode).toBe(200);
    const years = response.json() as { name: string; startsOn: string; endsOn: string; current: boolean; promoted: unknown }[];
    // the demo's fourth-year students started in 2023-24
    expect(years.map((year) => year.name)).toEqual([CURRENT, '2025-26', '2024-25', '2023-24']);
    expect(years[0]).toEqual({ name: CURRENT, startsOn: '2026-06-01', endsOn: '2027-05-31', current: true, promoted: null });
    expect(years[1]?.current).toBe(false);
  });
});

describe('the preview', () => {
  it('lists every active student by year of study with what the rules propose', async () => {
    const answer = await preview();
    expect(answer).toMatchObject({ academicYear: CURRENT, nextAcademicYear: NEXT, promoted: null });
    expect(answer.years.map((year) => year.year)).toEqual(['FIRST', 'SECOND', 'THIRD', 'FOURTH']);
    expect(candidates(answer)).toHaveLength(24);
    for (const year of answer.years) expect(year.students.every((student) => student.year === year.year)).toBe(true);
    // the final year graduates; the others move up one year
    expect(answer.years[3]?.students.every((student) => student.movesTo === null)).toBe(true);
    expect(answer.years[0]?.students.every((student) => student.movesTo === 'SECOND')).toBe(true);
  });

  it('proposes holding back a student with a subject failed this year, naming it', () => {
    expect(failing).toMatchObject({ proposal: 'hold-back', year: 'FIRST', attendanceShortages: [] });
    expect(failing.failedSubjects).toEqual([{ subject: expect.objectContaining({ code: 'BPT101' }), percentage: 12, grade: 'F' }]);
  });

  it('proposes holding back a student short of attendance, and moving up once the shortage is condoned', async () => {
    const demo = byNumber(await preview(), 'DEMO-BPT-01');
    expect(demo.proposal).toBe('hold-back');
    expect(demo.failedSubjects).toEqual([]);
    expect(demo.attendanceShortages.map((row) => row.subject.code)).toEqual(['BPT202']);
    expect(demo.attendanceShortages[0]?.attended).toBeLessThan(demo.attendanceShortages[0]?.held ?? 0);
    const others = candidates(await preview()).filter((candidate) => candidate.id !== demo.id && candidate.id !== failing.id);
    expect(others.every((candidate) => candidate.proposal === 'promote')).toBe(true);

    const [subject] = await db<{ id: number }>(`select id from subject where code = 'BPT202'`);
    const condoned = await call('admin', 'POST', '/api/attendance/condonations', {
      studentId: demo.id,
      subjectId: subject?.id,
      academicYear: CURRENT,
      reason: 'Hospitalised for two weeks',
    });
    expect(condoned.statusCode, condoned.body).toBe(201);
    expect(byNumber(await preview(), 'DEMO-BPT-01')).toMatchObject({ proposal: 'promote', attendanceShortages: [] });
    // the run below has the admin promote them over the shortage instead
    await db('delete from attendance_condonation where student_id = $1', [demo.id]);
  });
});

describe('bad input', () => {
  it.each([
    [{ academicYear: CURRENT, decisions: [{ studentId: 999_999, decision: 'promote' }] }, 'decisions'],
    [
      {
        academicYear: CURRENT,
        decisions: [
          { studentId: 1, decision: 'promote' },
          { studentId: 1, decision: 'hold-back' },
        ],
      },
      'decisions',
    ],
    [{ academicYear: CURRENT, decisions: [{ studentId: 1, decision: 'expel' }] }, 'decision'],
    [{ academicYear: '2026-2027', decisions: [] }, 'academicYear'],
    [{ decisions: [] }, 'academicYear'],
    [{ academicYear: CURRENT, decisions: [], dryRun: true }, 'dryRun'],
  ])('%j is a 400 naming %s, and nothing changes', async (payload, field) => {
    const before = await snapshot();
    const response = await call('admin', 'POST', '/api/promotion', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toContain(field);
    expect(response.body).not.toMatch(/select|insert|at .*\.ts/i);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a run', () => {
  it('that fails part-way changes nothing at all', async () => {
    const before = await snapshot();
    await db(`create function refuse() returns trigger as $$ begin raise exception 'simulated failure'; end; $$ language plpgsql`);
    await db('create trigger refuse before update on academic_year for each row execute function refuse()');
    try {
      const response = await call('admin', 'POST', '/api/promotion', { academicYear: CURRENT, decisions: [] });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('simulated failure');
    } finally {
      await db('drop trigger refuse on academic_year');
      await db('drop function refuse()');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('moves students up, holds back and graduates as decided, records each year, makes the next year current, audited', async () => {
    const answer = await preview();
    const demo = byNumber(answer, 'DEMO-BPT-01');
    const steady = byNumber(answer, 'DEMO-BPT-03'); // THIRD year, proposed to move up; the admin holds them back
    const finalYear = answer.years[3]?.students ?? [];
    const firstYear = answer.years[0]?.students ?? [];
    expect(steady).toMatchObject({ year: 'THIRD', proposal: 'promote' });

    const body = {
      academicYear: CURRENT,
      decisions: [
        { studentId: demo.id, decision: 'promote' },
        { studentId: steady.id, decision: 'hold-back' },
      ],
    };
    // the same run sent twice at once (a double click): one runs, the other is refused
    const answers = await Promise.all([call('admin', 'POST', '/api/promotion', body), call('admin', 'POST', '/api/promotion', body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const response = answers.find((answer) => answer.statusCode === 200) as (typeof answers)[number];
    expect(response.json()).toEqual({
      academicYear: CURRENT,
      nextAcademicYear: NEXT,
      promoted: 24 - 2 - finalYear.length,
      heldBack: 2,
      graduated: finalYear.length,
    });

    const students = new Map((await db<{ id: number; year: string; status: string }>('select id, year, status from student')).map((row) => [row.id, row]));
    expect(students.get(demo.id)).toMatchObject({ year: 'THIRD', status: 'active' });
    expect(students.get(steady.id)).toMatchObject({ year: 'THIRD', status: 'active' });
    expect(students.get(failing.id)).toMatchObject({ year: 'FIRST', status: 'active' });
    for (const student of finalYear) expect(students.get(student.id)).toMatchObject({ year: 'FOURTH', status: 'graduated' });
    for (const student of firstYear.filter((s) => s.id !== failing.id)) expect(students.get(student.id)?.year).toBe('SECOND');

    const history = await db<{ student_id: number; year_of_study: string; outcome: string }>(
      'select student_id, year_of_study, outcome from student_year where academic_year = $1',
      [CURRENT],
    );
    expect(history).toHaveLength(24);
    expect(history.find((row) => row.student_id === failing.id)).toMatchObject({ year_of_study: 'FIRST', outcome: 'held-back' });
    expect(history.find((row) => row.student_id === demo.id)).toMatchObject({ year_of_study: 'SECOND', outcome: 'promoted' });
    expect(history.filter((row) => row.outcome === 'graduated')).toHaveLength(finalYear.length);

    const settings = await call('admin', 'GET', '/api/settings');
    expect(settings.json().academicYear).toBe(NEXT);
    expect((await call('student', 'GET', '/api/academic-years')).json()).toMatchObject({
      current: NEXT,
      years: [NEXT, CURRENT, '2025-26', '2024-25', '2023-24'],
    });
    const years = (await call('admin', 'GET', '/api/academic-years/records')).json() as { name: string; current: boolean; promoted: { by: string } | null }[];
    expect(years.find((year) => year.name === CURRENT)).toMatchObject({ current: false, promoted: { by: 'admin' } });
    expect(years.find((year) => year.name === NEXT)).toMatchObject({ current: true, promoted: null });

    const audit = await db<{ actor_type: string; changes: { before: unknown; after: { academicYear: string; outcomes: unknown[] } } }>(
      `select actor_type, changes from audit_log where action = 'promote' and entity = 'academic_year'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_type).toBe('admin');
    expect(audit[0]?.changes.before).toEqual({ academicYear: CURRENT });
    expect(audit[0]?.changes.after.academicYear).toBe(NEXT);
    expect(audit[0]?.changes.after.outcomes).toContainEqual({ studentId: steady.id, from: 'THIRD', to: 'THIRD', outcome: 'held-back' });
  });

  it('a second time changes nothing: 409, and the preview says who ran it', async () => {
    const before = await snapshot();
    const again = await call('admin', 'POST', '/api/promotion', { academicYear: CURRENT, decisions: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: `The promotion of ${CURRENT} has already been run; the current academic year is ${NEXT}. Nothing was changed.`,
    });
    expect(await snapshot()).toEqual(before);
    const answer = await preview();
    expect(answer).toMatchObject({ academicYear: NEXT, nextAcademicYear: '2028-29', promoted: null });
    // graduated students are no longer anyone to promote
    expect(candidates(answer)).toHaveLength(24 - before[0].filter((row) => row.status === 'graduated').length);
  });
});

describe('a student’s history', () => {
  it('shows every academic year with year of study, outcome, results, attendance and fees of that year', async () => {
    const response = await call('student', 'GET', `/api/students/${ids.student}/history`);
    expect(response.statusCode).toBe(200);
    const { student, years } = response.json() as {
      student: { year: string; status: string };
      years: {
        academicYear: string;
        current: boolean;
        yearOfStudy: string | null;
        outcome: string | null;
        results: { subject: { year: string }; passed: boolean }[];
        sgpa: number | null;
        attendance: { held: number; attended: number; percentage: number | null };
        fees: { charged: number; waived: number; paid: number };
      }[];
    };
    expect(student).toMatchObject({ year: 'THIRD', status: 'active' });
    expect(years.map((year) => year.academicYear)).toEqual(['2025-26', CURRENT, NEXT]);
    const [first, second, third] = years;
    // 2025-26: the first year, from its results (no promotion was recorded then)
    expect(first).toMatchObject({ yearOfStudy: 'FIRST', outcome: null, current: false });
    expect(first?.results.length).toBeGreaterThan(0);
    expect(first?.results.every((result) => result.subject.year === 'FIRST')).toBe(true);
    expect(first?.sgpa).toEqual(expect.any(Number));
    // 2026-27: the second year, promoted; its attendance and fees are that year's
    expect(second).toMatchObject({ yearOfStudy: 'SECOND', outcome: 'promoted', current: false, results: [] });
    expect(second?.attendance.held).toBeGreaterThan(0);
    expect(second?.fees.charged).toBeGreaterThan(0);
    const [fees] = await db<{ paid: number }>(
      `select coalesce(sum(amount), 0)::int as paid from payment where student_id = $1 and academic_year = $2 and voided_at is null`,
      [ids.student, CURRENT],
    );
    expect(second?.fees.paid).toBe(fees?.paid);
    // 2027-28: now, in the third year
    expect(third).toMatchObject({ yearOfStudy: 'THIRD', outcome: null, current: true, results: [], attendance: { held: 0, attended: 0, percentage: null } });
  });
});
