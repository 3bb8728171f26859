import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { DEFAULT_SCALE, recordIds } from './helpers/records.ts';

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>> & Awaited<ReturnType<typeof recordIds>>;
const cookies: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  ids = { ...(await demoIds(ctx.databaseUrl)), ...(await recordIds(ctx.databaseUrl)) };
  for (const role of ['admin', 'faculty', 'student'] as const) cookies[role] = await login(ctx.app, role);
});
afterAll(() => ctx.app.close());

const call = (who: Role, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who] as string, origin: ORIGIN }, ...(payload && { payload }) });

type SubjectResult = {
  subject: { code: string };
  academicYear: string;
  percentage: number;
  grade: string;
  gradePoint: number;
  passed: boolean;
  assessments: { name: string; weight: number; marks: number | null; absent: boolean }[];
};
type StudentResults = {
  student: { id: number; year: string };
  years: { academicYear: string; yearOfStudy: string; subjects: SubjectResult[]; sgpa: number | null }[];
  cgpa: number | null;
  scale: typeof DEFAULT_SCALE;
};

/** The demo student's marks as stored, worked out by hand: 30 % of Internal 1 (out of 50) and 70 % of the University exam (out of 100). */
async function expectedPercentages(studentId: number) {
  const rows = await sql<{ code: string; name: string; marks: number | null }>(
    ctx.databaseUrl,
    `select s.code, a.name, m.marks::float8 as marks
    from mark m join assessment a on a.id = m.assessment_id join subject s on s.id = a.subject_id where m.student_id = $1 and a.status = 'published'`,
    [studentId],
  );
  const bySubject = new Map<string, number>();
  for (const row of rows) {
    const share = row.name === 'Internal 1' ? ((row.marks ?? 0) / 50) * 30 : ((row.marks ?? 0) / 100) * 70;
    bySubject.set(row.code, (bySubject.get(row.code) ?? 0) + share);
  }
  return new Map([...bySubject].map(([code, value]) => [code, Math.round(value * 100) / 100]));
}

describe("a student's results", () => {
  it('are the published marks by year, with grades from the scale, SGPA and CGPA', async () => {
    const response = await call('student', 'GET', `/api/students/${ids.student}/results`);
    expect(response.statusCode).toBe(200);
    const results = response.json() as StudentResults;
    expect(results.student).toMatchObject({ id: ids.student, year: 'SECOND' });
    expect(results.scale).toEqual(DEFAULT_SCALE);
    expect(results.years.map((year) => [year.academicYear, year.yearOfStudy])).toEqual([['2025-26', 'FIRST']]);
    const [year] = results.years;
    const expected = await expectedPercentages(ids.student);
    expect(year?.subjects.map((subject) => subject.subject.code)).toEqual(['BPT101', 'BPT102', 'BPT103', 'BPT104']);
    for (const subject of year?.subjects ?? []) {
      expect(subject.percentage).toBe(expected.get(subject.subject.code));
      const band = DEFAULT_SCALE.find((candidate) => subject.percentage >= candidate.minPercentage);
      expect(subject).toMatchObject({ grade: band?.letter, gradePoint: band?.gradePoint, passed: (band?.gradePoint ?? 0) > 0 });
      expect(subject.assessments.map((assessment) => [assessment.name, assessment.weight])).toEqual([
        ['Internal 1', 30],
        ['University exam', 70],
      ]);
    }
    const points = year?.subjects.map((subject) => subject.gradePoint) ?? [];
    const mean = Math.round((points.reduce((a, b) => a + b, 0) / points.length) * 100) / 100;
    expect(year?.sgpa).toBe(mean);
    expect(results.cgpa).toBe(mean);
    expect((await call('admin', 'GET', `/api/students/${ids.student}/results`)).json()).toEqual(results);
  });

  it('CGPA is the mean over every year of a student in a later year', async () => {
    const [fourth] = await sql<{ id: number }>(ctx.databaseUrl, `select id from student where year = 'FOURTH' order by id limit 1`);
    const results = (await call('admin', 'GET', `/api/students/${fourth?.id}/results`)).json() as StudentResults;
    expect(results.years.map((year) => year.yearOfStudy)).toEqual(['FIRST', 'SECOND', 'THIRD']);
    const points = results.years.flatMap((year) => year.subjects.map((subject) => subject.gradePoint));
    expect(results.cgpa).toBe(Math.round((points.reduce((a, b) => a + b, 0) / points.length) * 100) / 100);
  });

  it('a first-year student has no results yet', async () => {
    const [first] = await sql<{ id: number }>(ctx.databaseUrl, `select id from student where year = 'FIRST' order by id limit 1`);
    const results = (await call('admin', 'GET', `/api/students/${first?.id}/results`)).json() as StudentResults;
    expect(results).toMatchObject({ years: [], cgpa: null });
  });
});

describe("a subject's results", () => {
  it('cover the class over every assessment, drafts flagged', async () => {
    const current = (await call('faculty', 'GET', `/api/subjects/${ids.subject('BPT201')}/results`)).json();
    expect(current).toMatchObject({ academicYear: '2026-27', includesDrafts: true, passRate: null });
    expect(current.rows.every((row: { percentage: unknown }) => row.percentage === null)).toBe(true);

    const last = (await call('faculty', 'GET', `/api/subjects/${ids.subject('BPT201')}/results?academicYear=2025-26`)).json();
    expect(last.includesDrafts).toBe(false);
    expect(last.rows.length).toBeGreaterThan(0);
    expect(last.rows.every((row: { student: { year: string }; grade: string }) => row.student.year === 'THIRD' && typeof row.grade === 'string')).toBe(true);
    expect(last.distribution.map((entry: { grade: string }) => entry.grade)).toEqual(DEFAULT_SCALE.map((band) => band.letter));
    expect(last.distribution.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(last.rows.length);
    const passed = last.rows.filter((row: { passed: boolean }) => row.passed).length;
    expect(last.passRate).toBe(Math.round((passed / last.rows.length) * 1000) / 10);
  });
});

describe('analytics', () => {
  it("a faculty member's cover only the subjects they teach that year; an admin's every subject", async () => {
    const mine = (await call('faculty', 'GET', '/api/analytics/results?academicYear=2025-26')).json();
    expect(mine.map((row: { subject: { code: string } }) => row.subject.code)).toEqual(['BPT201', 'BPT202', 'BPT303']);
    const all = (await call('admin', 'GET', '/api/analytics/results?academicYear=2025-26')).json();
    expect(all).toHaveLength(15);
    const fourth = (await call('admin', 'GET', '/api/analytics/results?academicYear=2025-26&year=FOURTH')).json();
    expect(fourth.every((row: { students: number }) => row.students === 0)).toBe(true);
    const anatomy = all.find((row: { subject: { code: string } }) => row.subject.code === 'BPT101');
    expect(anatomy.students).toBeGreaterThan(0);
    expect(anatomy.passRate).toBe(Math.round((anatomy.passed / anatomy.students) * 1000) / 10);
  });
});

describe('the grade scale', () => {
  it('is read highest band first', async () => {
    expect((await call('student', 'GET', '/api/grade-scale')).json()).toEqual(DEFAULT_SCALE);
  });

  it.each([
    [[{ minPercentage: 50, letter: 'P', gradePoint: 5 }], 'starting at 0'],
    [
      [
        { minPercentage: 0, letter: 'F', gradePoint: 0 },
        { minPercentage: 0, letter: 'E', gradePoint: 1 },
      ],
      'same minimum',
    ],
    [
      [
        { minPercentage: 0, letter: 'F', gradePoint: 0 },
        { minPercentage: 50, letter: 'F', gradePoint: 5 },
      ],
      'same letter',
    ],
  ])('refuses %o with 400 naming bands, changing nothing', async (bands, text) => {
    const response = await call('admin', 'PUT', '/api/grade-scale', { bands });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^bands\b/);
    expect(response.json().message).toContain(text);
    expect((await call('admin', 'GET', '/api/grade-scale')).json()).toEqual(DEFAULT_SCALE);
  });

  it('a new scale regrades every derived result at once, with an audit row of before and after', async () => {
    const before = (await call('student', 'GET', `/api/students/${ids.student}/results`)).json() as StudentResults;
    const passFail = [
      { minPercentage: 40, letter: 'P', gradePoint: 4 },
      { minPercentage: 0, letter: 'F', gradePoint: 0 },
    ];
    const response = await call('admin', 'PUT', '/api/grade-scale', { bands: [...passFail].reverse() });
    expect(response.json()).toEqual(passFail);
    const after = (await call('student', 'GET', `/api/students/${ids.student}/results`)).json() as StudentResults;
    expect(after.years[0]?.subjects.map((subject) => subject.grade)).toEqual(
      before.years[0]?.subjects.map((subject) => (subject.percentage >= 40 ? 'P' : 'F')),
    );
    const record = (await call('student', 'GET', `/api/students/${ids.student}?include=gradeInfo.subject`)).json();
    expect(new Set(record.gradeInfo.map((grade: { grade: string }) => grade.grade))).toEqual(new Set(after.years[0]?.subjects.map((subject) => subject.grade)));
    const [audit] = await sql(ctx.databaseUrl, `select changes from audit_log where entity = 'grade-scale' order by id desc limit 1`);
    expect(audit?.changes).toEqual({ before: DEFAULT_SCALE, after: passFail });
    await call('admin', 'PUT', '/api/grade-scale', { bands: DEFAULT_SCALE });
  });
});

describe('cached results', () => {
  /** Polls until `read` gives `expected` (a change notification takes a moment to arrive), at most 3 s. */
  async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < 3_000 && (await read()) !== expected) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await read()).toBe(expected);
  }

  it('a change to the marks made elsewhere (another process, plain SQL) is shown once PostgreSQL announces it', async () => {
    const percentage = async () => {
      const results = (await call('student', 'GET', `/api/students/${ids.student}/results`)).json() as StudentResults;
      return results.years[0]?.subjects.find((subject) => subject.subject.code === 'BPT101')?.percentage;
    };
    const before = await percentage();
    await sql(
      ctx.databaseUrl,
      `update mark set marks = 100, absent = false where student_id = $1 and assessment_id in (
      select a.id from assessment a join subject s on s.id = a.subject_id where s.code = 'BPT101' and a.name = 'University exam')`,
      [ids.student],
    );
    const expected = (await expectedPercentages(ids.student)).get('BPT101');
    expect(expected).not.toBe(before);
    await eventually(percentage, expected);
  });
});
