import fc, { type DoubleConstraints } from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestContext } from './helpers/app.ts';
import { FUZZ_RUNS, invalidBody, send, type WriteRoute, withControl, wrongType } from './helpers/fuzz.ts';
import { DEFAULT_SCALE, recordIds, validExamSlot, validNotice } from './helpers/records.ts';

let ctx: TestContext;
let admin: string;
let db: pg.Client;
let ids: Awaited<ReturnType<typeof recordIds>>;
let classIds: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin');
  ids = await recordIds(ctx.databaseUrl);
  db = new pg.Client({ connectionString: ctx.databaseUrl });
  await db.connect();
  classIds = (await db.query<{ id: number }>(`select id from student where year = 'SECOND' order by id`)).rows.map((row) => row.id);
});
afterAll(async () => {
  await db.end();
  await ctx.app.close();
});

/** One checksum of the records tables: equal before and after means nothing changed. */
const digest = async () =>
  (
    await db.query<{ digest: string }>(`select md5(concat_ws('|',
  (select json_agg(t order by id)::text from teaching_assignment t), (select json_agg(t order by id)::text from assessment t),
  (select json_agg(t order by id)::text from mark t), (select json_agg(t order by id)::text from grade_band t),
  (select json_agg(t order by id)::text from exam_slot t), (select json_agg(t order by id)::text from exam_notice t))) as digest`)
  ).rows[0]?.digest;

/** Doubles a JSON body can carry: no NaN, and no infinity (JSON sends it as null, a valid mark, Absent or empty). */
const jsonDouble = (constraints: DoubleConstraints = {}) => fc.double({ ...constraints, noNaN: true, noDefaultInfinity: true });
const notBoolean = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.boolean(), { maxLength: 2 }));
const badId = fc.oneof(fc.integer({ max: 0 }), jsonDouble({ noInteger: true }), fc.string(), fc.integer({ min: 1_000_000_000 }));
const badYear = fc.oneof(wrongType, withControl, fc.constantFrom('2026', '2026-2027', '26-27', ' 2026-27', ''));
const badMarks = fc.oneof(jsonDouble({ min: 50.01, max: 1e9 }), jsonDouble({ max: -0.01 }), fc.constantFrom(0.1, 12.25, 49.99), fc.string(), fc.boolean());

const routes = (): WriteRoute[] => [
  {
    name: 'POST /api/exams/timetable',
    method: 'POST',
    url: '/api/exams/timetable',
    valid: validExamSlot,
    required: ['date', 'time', 'durationMinutes', 'subjectId', 'examCode', 'venue'],
    strings: ['date', 'time', 'examCode', 'venue'],
    nonBlank: ['date', 'time', 'examCode', 'venue'],
    integers: ['durationMinutes'],
    invalid: { subjectId: badId },
  },
  {
    name: 'POST /api/exams/notices',
    method: 'POST',
    url: '/api/exams/notices',
    valid: validNotice,
    required: ['text', 'publishedOn', 'important'],
    strings: ['text', 'publishedOn'],
    nonBlank: ['text', 'publishedOn'],
    invalid: { important: notBoolean },
  },
  {
    name: 'POST /api/teaching-assignments',
    method: 'POST',
    url: '/api/teaching-assignments',
    valid: () => ({ facultyId: 1, subjectId: 1, academicYear: '2030-31' }),
    required: ['facultyId', 'subjectId', 'academicYear'],
    strings: [],
    invalid: { facultyId: badId, subjectId: badId, academicYear: badYear },
  },
  {
    name: 'POST /api/subjects/{id}/assessments',
    method: 'POST',
    url: '/api/subjects/1/assessments',
    valid: () => ({ academicYear: '2026-27', name: 'Quiz', maxMarks: 10, date: '2026-11-20', weight: 1 }),
    required: ['academicYear', 'name', 'maxMarks', 'date', 'weight'],
    strings: ['name', 'date'],
    nonBlank: ['name', 'date'],
    invalid: {
      academicYear: badYear,
      maxMarks: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 1001 }), jsonDouble({ noInteger: true })),
      weight: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 }), fc.string()),
    },
  },
  {
    name: 'PUT /api/assessments/{id}/marks',
    method: 'PUT',
    url: '',
    valid: () => ({ version: 1, entries: classIds.map((studentId) => ({ studentId, marks: 10, absent: false })) }),
    required: ['version', 'entries', 'entries.0.studentId', 'entries.0.marks', 'entries.0.absent'],
    strings: [],
    objects: ['entries.1'],
    invalid: {
      version: fc.oneof(fc.integer({ max: -1 }), fc.string(), fc.constant(null)),
      'entries.1.marks': badMarks,
      'entries.0.absent': notBoolean,
      'entries.1.studentId': badId,
    },
  },
  {
    name: 'PUT /api/grade-scale',
    method: 'PUT',
    url: '/api/grade-scale',
    valid: () => ({ bands: DEFAULT_SCALE.map((band) => ({ ...band })) }),
    required: ['bands', 'bands.0.letter', 'bands.5.minPercentage'],
    strings: ['bands.1.letter'],
    nonBlank: ['bands.1.letter'],
    objects: ['bands.2'],
    invalid: {
      'bands.5.minPercentage': fc.oneof(jsonDouble({ min: 100.01, max: 1e6 }), jsonDouble({ max: -0.01 }), fc.string()),
      'bands.0.gradePoint': fc.oneof(jsonDouble({ min: 10.01, max: 1e6 }), fc.string()),
    },
  },
];

describe(`hostile bodies on the records write routes (${FUZZ_RUNS} runs each)`, () => {
  it.each(routes().map((route) => route.name))('%s answers 400/413, never 5xx, and changes nothing', async (name) => {
    const route = routes().find((candidate) => candidate.name === name) as WriteRoute;
    if (!route.url) route.url = `/api/assessments/${ids.draft}/marks`;
    await fc.assert(
      fc.asyncProperty(invalidBody(route), async (body) => {
        const before = await digest();
        const response = await send(ctx.app, admin, route, body);
        expect([400, 413], `${response.statusCode} ${response.body.slice(0, 300)} for ${JSON.stringify(body).slice(0, 300)}`).toContain(response.statusCode);
        expect(Object.keys(response.json()).sort()).toEqual(['error', 'message', 'statusCode']);
        expect(await digest()).toBe(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
