import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

// The shortage list a page at a time, and its CSV with every row: over a class of its own, so the numbers are known.
let ctx: TestContext;
const cookies: Record<string, string> = {};
let academicYear: string;
const CLASS = 7;

const get = (who: 'admin' | 'student' | 'otherFaculty', url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie: cookies[who] as string } });

type Row = { student: { enrollmentNumber: string }; subject: { code: string }; attended: number; held: number };

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'student', 'otherFaculty'] as const) cookies[role] = await login(ctx.app, role);
  academicYear = (await sql<{ value: string }>(ctx.databaseUrl, `select academic_year as value from timetable limit 1`))[0]?.value as string;
  // a fourth-year subject of its own with seven students under 75%, and one student above it
  await sql(
    ctx.databaseUrl,
    `with sub as (insert into subject (code, name, year) values ('PAGE401', 'Paging subject', 'FOURTH') returning id),
      s as (insert into student (first_name, last_name, enrollment_number, father_first_name, father_last_name, mother_first_name, mother_last_name, year)
        select 'Paged', 'Student ' || i, 'PAGE-' || lpad(i::text, 2, '0'), 'F', 'P', 'M', 'P', 'FOURTH' from generate_series(1, ${CLASS + 1}) as i returning id, enrollment_number)
    insert into attendance_tally (student_id, subject_id, academic_year, held, attended)
    select s.id, sub.id, $1, 20, case when s.enrollment_number = 'PAGE-${String(CLASS + 1).padStart(2, '0')}' then 20 else 10 end from s, sub`,
    [academicYear],
  );
});
afterAll(() => ctx.app.close());

describe('GET /api/attendance/shortages, a page at a time', () => {
  it('answers one page with the total over all pages, in a stable order, pages not overlapping', async () => {
    const subjectId = (await sql<{ id: number }>(ctx.databaseUrl, `select id from subject where code = 'PAGE401'`))[0]?.id;
    const first = await get('admin', `/api/attendance/shortages?subjectId=${subjectId}&page=1&pageSize=3`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: CLASS, page: 1, pageSize: 3, academicYear, threshold: 75 });
    const numbers = async (page: number) =>
      ((await get('admin', `/api/attendance/shortages?subjectId=${subjectId}&page=${page}&pageSize=3`)).json().rows as Row[]).map(
        (row) => row.student.enrollmentNumber,
      );
    expect(await numbers(1)).toEqual(['PAGE-01', 'PAGE-02', 'PAGE-03']);
    expect(await numbers(2)).toEqual(['PAGE-04', 'PAGE-05', 'PAGE-06']);
    expect(await numbers(3)).toEqual(['PAGE-07']);
    // past the end: no rows, the same total
    const past = await get('admin', `/api/attendance/shortages?subjectId=${subjectId}&page=9&pageSize=3`);
    expect(past.json()).toMatchObject({ rows: [], total: CLASS });
  });

  it('gives, page after page over all years, every row of the CSV once and in its order, pages crossing subjects', async () => {
    const csv = (await get('admin', '/api/attendance/shortages.csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const fromCsv = csv.map((line) => {
      const cells = line.split('","');
      return `${cells[4]} ${cells[1]}`;
    });
    const paged: string[] = [];
    for (let page = 1; ; page++) {
      const reply = (await get('admin', `/api/attendance/shortages?page=${page}&pageSize=4`)).json();
      expect(reply.total).toBe(fromCsv.length);
      if (reply.rows.length === 0) break;
      paged.push(...(reply.rows as Row[]).map((row) => `${row.subject.code} ${row.student.enrollmentNumber}`));
    }
    expect(new Set(fromCsv.map((key) => key.split(' ')[0])).size).toBeGreaterThan(1);
    expect(paged).toEqual(fromCsv);
  });

  it('pages 50 rows by default and narrows to the year of study asked for', async () => {
    const all = (await get('admin', '/api/attendance/shortages')).json();
    expect(all.pageSize).toBe(50);
    expect(all.page).toBe(1);
    expect(all.rows.length).toBe(Math.min(all.total, 50));
    const fourth = (await get('admin', '/api/attendance/shortages?year=FOURTH&pageSize=100')).json();
    expect(fourth.total).toBeGreaterThanOrEqual(CLASS);
    expect(fourth.total).toBeLessThanOrEqual(all.total);
    expect((fourth.rows as Row[]).every((row) => ['PAGE401'].includes(row.subject.code) || row.subject.code.startsWith('BPT4'))).toBe(true);
  });

  it('refuses a page size over 100 and a page that is not a number, naming the field', async () => {
    const large = await get('admin', '/api/attendance/shortages?pageSize=101');
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ field: 'pageSize', message: 'pageSize must be at most 100' });
    const page = await get('admin', '/api/attendance/shortages?page=first');
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toMatch(/page/);
  });
});

describe('GET /api/attendance/shortages.csv', () => {
  it('gives every row of the filter, not one page, with the header first', async () => {
    const response = await get('admin', '/api/attendance/shortages.csv?year=FOURTH');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="attendance-shortages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Academic year","Enrollment number","Student","Year","Subject code","Subject","Classes held","Attended","Attendance %","Condoned","Reason"',
    );
    const paged = lines.filter((line) => line.includes('"PAGE401"'));
    expect(paged).toHaveLength(CLASS);
    expect(paged[0]).toBe(`"${academicYear}","PAGE-01","Paged Student 1","Fourth Year","PAGE401","Paging subject","20","10","50","No",""`);
    const total = (await get('admin', '/api/attendance/shortages?year=FOURTH')).json().total;
    expect(lines).toHaveLength(total + 1);
  });

  it('is staff only, and a teacher gets their own subjects only', async () => {
    expect((await get('student', '/api/attendance/shortages.csv')).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/attendance/shortages.csv' });
    expect(anonymous.statusCode).toBe(401);
    const teacher = await get('otherFaculty', '/api/attendance/shortages.csv');
    expect(teacher.statusCode).toBe(200);
    expect(teacher.body).not.toContain('"PAGE401"');
  });
});
