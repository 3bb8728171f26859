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
  for (const role of ['admin', 'faculty', 'otherFaculty', 'student'] as const) cookies[role] = await login(ctx.app, role);
});
afterAll(() => ctx.app.close());

const call = (who: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who] as string, origin: ORIGIN }, ...(payload && { payload }) });

type Sheet = {
  version: number;
  assessment: { id: number; version: number; status: string };
  entries: { student: { id: number; year: string }; marks: number | null; absent: boolean }[];
};
const sheetOf = async (id: number) => (await call('admin', 'GET', `/api/assessments/${id}/marks`)).json() as Sheet;
const storedMarks = (id: number) =>
  sql(ctx.databaseUrl, 'select student_id, marks::float8 as marks, absent from mark where assessment_id = $1 order by student_id', [id]);
const auditRows = (entity: string, id: number) =>
  sql<{ action: string; changes: { before: unknown; after: unknown } }>(
    ctx.databaseUrl,
    'select action, changes from audit_log where entity = $1 and entity_id = $2 order by id',
    [entity, id],
  );
const STALE =
  'Someone else saved these marks after you opened them. Your entries are still on this page: reload the sheet in another tab to compare, then save again.';

/** A fresh draft of BPT202 (the demo faculty member's) for one test. */
async function newDraft(maxMarks = 50, weight = 1) {
  const response = await call('faculty', 'POST', `/api/subjects/${ids.subject('BPT202')}/assessments`, {
    academicYear: '2026-27',
    name: `Test ${Math.random()}`.slice(0, 30),
    maxMarks,
    date: '2026-11-20',
    weight,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; version: number };
}
const fullClass = (sheet: Sheet, marks: (index: number) => number | null = (index) => 10 + index / 2) =>
  sheet.entries.map((entry, index) => ({ studentId: entry.student.id, marks: marks(index), absent: false }));

describe('the marks sheet', () => {
  it('lists the whole class of the seeded draft (BPT201, 2026-27) with nothing entered yet', async () => {
    const response = await call('faculty', 'GET', `/api/assessments/${ids.draft}/marks`);
    expect(response.statusCode).toBe(200);
    const sheet = response.json() as Sheet;
    expect(sheet.assessment).toMatchObject({ id: ids.draft, status: 'draft', version: 1 });
    expect(sheet.entries.length).toBeGreaterThanOrEqual(2);
    expect(sheet.entries.every((entry) => entry.student.year === 'SECOND' && entry.marks === null && !entry.absent)).toBe(true);
    expect(sheet.entries.map((entry) => entry.student.id)).toContain(ids.student);
    expect(Object.keys(sheet.entries[0]?.student ?? {}).sort()).toEqual(['enrollmentNumber', 'firstName', 'id', 'lastName', 'year']);
  });
});

describe('saving marks', () => {
  it('stores the whole class in one save, a new version, and an audit row with before and after', async () => {
    const { id } = await newDraft();
    const sheet = await sheetOf(id);
    const entries = fullClass(sheet);
    entries[1] = { studentId: entries[1]?.studentId as number, marks: null, absent: true };
    const response = await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as Sheet;
    expect(saved.version).toBe(2);
    expect(saved.assessment.version).toBe(2);
    expect(saved.entries.map(({ student, marks, absent }) => ({ studentId: student.id, marks, absent }))).toEqual(entries);
    expect(await storedMarks(id)).toHaveLength(entries.length);
    const [audit] = await auditRows('marks', id);
    expect(audit?.action).toBe('update');
    expect(audit?.changes).toEqual({
      before: { version: 1, entries: entries.map((entry) => ({ studentId: entry.studentId, marks: null, absent: false })) },
      after: { version: 2, entries },
    });
  });

  it('the same save sent twice (a double click) answers the current sheet; a different one from the old version is 409 and stores nothing', async () => {
    const { id } = await newDraft();
    const entries = fullClass(await sheetOf(id));
    expect((await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries })).statusCode).toBe(200);
    const again = await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries });
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(2);
    const before = await storedMarks(id);
    const stale = await call('admin', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries: entries.map((entry) => ({ ...entry, marks: 1 })) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ statusCode: 409, error: 'Conflict', message: STALE });
    expect(await storedMarks(id)).toEqual(before);
    expect((await sheetOf(id)).version).toBe(2);
    expect(await auditRows('marks', id)).toHaveLength(1);
  });

  it.each([
    ['above the maximum', { marks: 50.5, absent: false }, 'entries/3/marks', 'Marks must be between 0 and 50, or Absent'],
    ['below 0', { marks: -1, absent: false }, 'entries/3/marks', 'Marks must be between 0 and 50, or Absent'],
    ['not in half marks', { marks: 12.25, absent: false }, 'entries/3/marks', 'half marks'],
    ['both marks and Absent', { marks: 12, absent: true }, 'entries/3/marks', 'Absent'],
  ])('marks %s are 400 naming the row, and nothing of the save is stored', async (_case, bad, field, text) => {
    const { id } = await newDraft();
    const entries = fullClass(await sheetOf(id));
    entries[3] = { ...(entries[3] as (typeof entries)[number]), ...bad };
    const response = await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}\\b`));
    expect(response.json().message).toContain(text);
    expect(await storedMarks(id)).toEqual([]);
    expect((await sheetOf(id)).version).toBe(1);
  });

  it('a student of another class or the same student twice is 400 naming the row', async () => {
    const { id } = await newDraft();
    const entries = fullClass(await sheetOf(id));
    const [outsider] = await sql<{ id: number }>(ctx.databaseUrl, `select id from student where year = 'FIRST' limit 1`);
    const foreign = await call('faculty', 'PUT', `/api/assessments/${id}/marks`, {
      version: 1,
      entries: [...entries, { studentId: outsider?.id, marks: 1, absent: false }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(new RegExp(`^entries/${entries.length}/studentId`));
    const twice = await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries: [...entries, entries[0]] });
    expect(twice.statusCode).toBe(400);
    expect(await storedMarks(id)).toEqual([]);
  });

  it('a faculty member not assigned to the subject is refused, and nothing is stored', async () => {
    const { id } = await newDraft();
    const entries = fullClass(await sheetOf(id));
    const response = await call('otherFaculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries });
    expect(response.statusCode).toBe(403);
    expect(await storedMarks(id)).toEqual([]);
  });
});

describe('publishing and reopening', () => {
  it('needs marks or Absent for every student, then locks the marks for faculty until the office reopens them', async () => {
    const { id } = await newDraft();
    const sheet = await sheetOf(id);
    const partial = fullClass(sheet).slice(1);
    expect((await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries: partial })).statusCode).toBe(200);
    const early = await call('faculty', 'POST', `/api/assessments/${id}/publish`, { version: 2 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('entries: Enter marks or Absent for every student before publishing');

    const first = sheet.entries[0]?.student.id as number;
    expect(
      (await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 2, entries: [{ studentId: first, marks: null, absent: true }] })).statusCode,
    ).toBe(200);
    expect((await call('faculty', 'POST', `/api/assessments/${id}/publish`, { version: 2 })).statusCode).toBe(409);
    const published = await call('faculty', 'POST', `/api/assessments/${id}/publish`, { version: 3 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', version: 4, publishedAt: expect.any(String) });
    // a second click on Publish, from the version the page had
    expect((await call('faculty', 'POST', `/api/assessments/${id}/publish`, { version: 3 })).json()).toEqual(published.json());

    const locked = await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 4, entries: [{ studentId: first, marks: 5, absent: false }] });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('These marks are published. Ask the college office to reopen them.');
    expect(
      (await call('faculty', 'PUT', `/api/assessments/${id}`, { name: 'Renamed', maxMarks: 50, date: '2026-11-20', weight: 10, version: 4 })).statusCode,
    ).toBe(403);
    expect((await call('faculty', 'DELETE', `/api/assessments/${id}`)).statusCode).toBe(403);
    expect((await call('faculty', 'POST', `/api/assessments/${id}/reopen`)).statusCode).toBe(403);

    // the office may correct published marks, and reopen them
    expect(
      (await call('admin', 'PUT', `/api/assessments/${id}/marks`, { version: 4, entries: [{ studentId: first, marks: 5, absent: false }] })).json().version,
    ).toBe(5);
    const reopened = await call('admin', 'POST', `/api/assessments/${id}/reopen`);
    expect(reopened.json()).toMatchObject({ status: 'draft', publishedAt: null, version: 6 });
    expect(
      (await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 6, entries: [{ studentId: first, marks: 6, absent: false }] })).statusCode,
    ).toBe(200);
    expect((await auditRows('assessment', id)).map((row) => row.action)).toEqual(['create', 'publish', 'reopen']);
    const [, publishRow] = await auditRows('assessment', id);
    expect(publishRow?.changes).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('students never see a draft: the subject appears in their results only while published', async () => {
    const { id } = await newDraft(20);
    const entries = fullClass(await sheetOf(id), () => 20);
    await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries });
    const studentSees = async () => {
      const results = (await call('student', 'GET', `/api/students/${ids.student}/results`)).json();
      const record = (await call('student', 'GET', `/api/students/${ids.student}?include=results.subject,gradeInfo.subject`)).json();
      return {
        results: results.years.some((year: { academicYear: string }) => year.academicYear === '2026-27'),
        record: record.results.some((result: { subject: { code: string } }) => result.subject.code === 'BPT202'),
      };
    };
    expect(await studentSees()).toEqual({ results: false, record: false });
    await call('faculty', 'POST', `/api/assessments/${id}/publish`, { version: 2 });
    expect(await studentSees()).toEqual({ results: true, record: true });
    await call('admin', 'POST', `/api/assessments/${id}/reopen`);
    expect(await studentSees()).toEqual({ results: false, record: false });
  });
});

describe('assessments', () => {
  it('weights of a subject and year over 100 are 400 naming weight', async () => {
    const response = await call('faculty', 'POST', `/api/subjects/${ids.subject('BPT303')}/assessments`, {
      academicYear: '2026-27',
      name: 'Too heavy',
      maxMarks: 50,
      date: '2026-11-20',
      weight: 100,
    });
    expect(response.statusCode).toBe(201);
    const over = await call('faculty', 'POST', `/api/subjects/${ids.subject('BPT303')}/assessments`, {
      academicYear: '2026-27',
      name: 'One more',
      maxMarks: 50,
      date: '2026-11-20',
      weight: 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^weight\b/);
  });

  it('a faculty member may create assessments only in a year they teach the subject', async () => {
    const body = { academicYear: '2029-30', name: 'Later', maxMarks: 50, date: '2029-11-20', weight: 1 };
    expect((await call('faculty', 'POST', `/api/subjects/${ids.subject('BPT202')}/assessments`, body)).statusCode).toBe(403);
    // a year they do teach in the query does not vouch for the body's
    expect((await call('faculty', 'POST', `/api/subjects/${ids.subject('BPT202')}/assessments?academicYear=2026-27`, body)).statusCode).toBe(403);
  });

  it('an edit from an old version is 409; a draft is edited and deleted with its marks, with audit rows', async () => {
    const { id } = await newDraft();
    await call('faculty', 'PUT', `/api/assessments/${id}/marks`, { version: 1, entries: fullClass(await sheetOf(id)) });
    const stale = await call('faculty', 'PUT', `/api/assessments/${id}`, { name: 'Renamed', maxMarks: 50, date: '2026-11-21', weight: 10, version: 1 });
    expect(stale.statusCode).toBe(409);
    const tooSmall = await call('faculty', 'PUT', `/api/assessments/${id}`, { name: 'Renamed', maxMarks: 5, date: '2026-11-21', weight: 10, version: 2 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toMatch(/^maxMarks\b/);
    const edited = await call('faculty', 'PUT', `/api/assessments/${id}`, { name: 'Renamed', maxMarks: 50, date: '2026-11-21', weight: 10, version: 2 });
    expect(edited.json()).toMatchObject({ name: 'Renamed', date: '2026-11-21', version: 3 });
    expect((await call('faculty', 'DELETE', `/api/assessments/${id}`)).json()).toEqual({ message: 'Assessment deleted' });
    expect(await storedMarks(id)).toEqual([]);
    const audit = await auditRows('assessment', id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]?.changes).toMatchObject({ before: { name: expect.stringMatching(/^Test/) }, after: { name: 'Renamed' } });
    expect(audit[2]?.changes).toMatchObject({ before: { marks: expect.arrayContaining([expect.objectContaining({ absent: false })]) } });
  });
});
