import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { validExamSlot, validNotice } from './helpers/records.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin');
});
afterAll(() => ctx.app.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: admin, origin: ORIGIN }, ...(payload && { payload }) });
const audit = (entity: string, id: number) =>
  sql(ctx.databaseUrl, 'select action, changes from audit_log where entity = $1 and entity_id = $2 order by id', [entity, id]);

describe('the exam timetable', () => {
  it('anyone reads the upcoming papers, by date and time', async () => {
    const slots = (await ctx.app.inject({ url: '/api/exams/timetable?upcoming=true' })).json();
    expect(slots.length).toBeGreaterThanOrEqual(6);
    expect(slots[0]).toEqual({
      id: expect.any(Number),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      durationMinutes: expect.any(Number),
      subjectId: expect.any(Number),
      subject: expect.any(String),
      examCode: expect.any(String),
      year: expect.stringMatching(/^(FIRST|SECOND|THIRD|FOURTH)$/),
      semester: expect.any(String),
      venue: expect.any(String),
      instructor: expect.any(String),
    });
    const keys = slots.map((slot: { date: string; time: string }) => `${slot.date} ${slot.time}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('an admin adds, edits and removes a paper, each with an audit row of before and after', async () => {
    const created = await call('POST', '/api/exams/timetable', validExamSlot());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await call('PUT', `/api/exams/timetable/${id}`, { ...validExamSlot(), venue: 'Hall Z', date: '2020-01-01' });
    expect(edited.json()).toMatchObject({ venue: 'Hall Z', date: '2020-01-01' });
    const upcoming = (await ctx.app.inject({ url: '/api/exams/timetable?upcoming=true' })).json();
    expect(upcoming.map((slot: { id: number }) => slot.id)).not.toContain(id);
    expect((await ctx.app.inject({ url: '/api/exams/timetable' })).json().map((slot: { id: number }) => slot.id)).toContain(id);
    expect((await call('DELETE', `/api/exams/timetable/${id}`)).json()).toEqual({ message: 'Exam timetable entry deleted' });
    const rows = await audit('exam-slot', id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]?.changes).toMatchObject({ before: { venue: 'Hall T', subjectId: 1 }, after: { venue: 'Hall Z', subjectId: 1 } });
  });

  it("a paper shows its subject's name, year and teachers of that academic year, and a renamed subject renames it", async () => {
    const [pharmacology] = await sql<{ id: number }>(ctx.databaseUrl, `select id from subject where code = 'BPT202'`);
    const created = await call('POST', '/api/exams/timetable', { ...validExamSlot(), subjectId: pharmacology?.id, date: '2027-03-15' });
    expect(created.json()).toMatchObject({
      subjectId: pharmacology?.id,
      subject: 'Pharmacology',
      year: 'SECOND',
      semester: 'Second year',
      instructor: 'Faculty Demo A',
    });
    // a paper of a year nobody was assigned to teach it names no teacher
    const earlier = await call('PUT', `/api/exams/timetable/${created.json().id}`, { ...validExamSlot(), subjectId: pharmacology?.id, date: '2019-03-15' });
    expect(earlier.json()).toMatchObject({ subject: 'Pharmacology', instructor: '' });

    await call('PUT', `/api/subjects/${pharmacology?.id}`, { code: 'BPT202', name: 'Clinical Pharmacology', year: 'SECOND' });
    const slots = (await ctx.app.inject({ url: '/api/exams/timetable' })).json();
    const renamed = slots.filter((slot: { subjectId: number }) => slot.subjectId === pharmacology?.id);
    expect(renamed.length).toBeGreaterThanOrEqual(2);
    expect(renamed.every((slot: { subject: string }) => slot.subject === 'Clinical Pharmacology')).toBe(true);
    await call('PUT', `/api/subjects/${pharmacology?.id}`, { code: 'BPT202', name: 'Pharmacology', year: 'SECOND' });
  });

  it('refuses a subject that does not exist with 400 naming subjectId, and a subject with papers cannot be deleted', async () => {
    const response = await call('POST', '/api/exams/timetable', { ...validExamSlot(), subjectId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'subjectId', message: expect.stringContaining('subjectId') });
    const [anatomy] = await sql<{ id: number }>(ctx.databaseUrl, `select id from subject where code = 'BPT101'`);
    expect((await call('DELETE', `/api/subjects/${anatomy?.id}`)).statusCode).toBe(409);
  });

  it.each([
    [{ time: '25:00' }, 'time'],
    [{ date: 'tomorrow' }, 'date'],
    [{ durationMinutes: 0 }, 'durationMinutes'],
    [{ venue: ' ' }, 'venue'],
    [{ subjectId: 'Anatomy' }, 'subjectId'],
    [{ subject: 'Anatomy' }, 'subject'],
    [{ room: 'A' }, 'room'],
  ])('refuses %o with 400 naming the field, storing nothing', async (patch, field) => {
    const [{ n: before }] = (await sql(ctx.databaseUrl, 'select count(*)::int as n from exam_slot')) as [{ n: number }];
    const response = await call('POST', '/api/exams/timetable', { ...validExamSlot(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await sql(ctx.databaseUrl, 'select count(*)::int as n from exam_slot')).toEqual([{ n: before }]);
  });
});

describe('exam notices', () => {
  it('anyone reads them newest first, the schedule change marked important', async () => {
    const notices = (await ctx.app.inject({ url: '/api/exams/notices' })).json();
    expect(notices).toHaveLength(3);
    expect(notices[0]).toEqual({
      id: expect.any(Number),
      text: 'Exam schedule updated: Please check the latest timetable above.',
      publishedOn: '2026-11-20',
      important: true,
    });
    const dates = notices.map((notice: { publishedOn: string }) => notice.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('an admin posts, edits and removes a notice, with audit rows', async () => {
    const created = await call('POST', '/api/exams/notices', validNotice());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call('PUT', `/api/exams/notices/${id}`, { ...validNotice(), important: true })).json()).toMatchObject({ id, important: true });
    expect((await call('DELETE', `/api/exams/notices/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/exams/notices/${id}`)).statusCode).toBe(404);
    expect((await audit('exam-notice', id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });
});
