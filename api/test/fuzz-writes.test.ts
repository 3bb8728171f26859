import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, type TestContext } from './helpers/app.ts';
import { validCalendarEntry, validEvent, validFaculty, validStudent, validSubject } from './helpers/bodies.ts';
import { BODY_LIMIT } from '../src/app.ts';
import {
  adminLoginBody,
  calendarEntryBody as entryBody,
  changePasswordBody,
  emailLoginBody,
  eventBody,
  facultyCreateBody,
  facultyUpdateBody,
  studentCreateBody,
  studentImportBody,
  studentUpdateBody,
  subjectBody,
} from '../src/contract.ts';
import { EVENT_BODY_LIMIT, EVENT_PHOTO_MAX } from '../src/modules/events/schemas.ts';
import { digestOf, FUZZ_RUNS, invalidBody, type LimitCase, limitBody, limitsOf, send, type WriteRoute, withControl, wrongType } from './helpers/fuzz.ts';

const badPhoto = { eventPhoto: fc.oneof(wrongType, withControl, fc.constantFrom('abc', 'not base64!', 'data:text/html;base64,AAAA', '====')) };

let ctx: TestContext;
let admin: string;
let db: pg.Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin');
  ids = await demoIds(ctx.databaseUrl);
  db = new pg.Client({ connectionString: ctx.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await ctx.app.close();
});

const digest = () => digestOf(db);

const studentPeople = {
  strings: [
    'firstName',
    'lastName',
    'fatherFirstName',
    'fatherLastName',
    'motherFirstName',
    'motherLastName',
    'personalInfo.nationality',
    'personalInfo.religion',
    'personalInfo.address',
    'contactInfo.email',
    'contactInfo.phone',
    'personalInfo.dob',
    'enrollmentNumber',
  ],
  nonBlank: ['firstName', 'lastName', 'fatherFirstName', 'motherLastName', 'personalInfo.nationality'],
  enums: ['year', 'personalInfo.gender'],
  objects: ['personalInfo', 'contactInfo'],
};
const facultyPeople = {
  strings: [
    'firstName',
    'lastName',
    'designation',
    'specialization',
    'yearOfJoining',
    'personalInfo.dob',
    'personalInfo.address',
    'personalInfo.nationality',
    'contactInfo.email',
    'contactInfo.phone',
  ],
  nonBlank: ['firstName', 'lastName', 'specialization'],
  enums: ['personalInfo.gender'],
  integers: ['experienceYears'],
  objects: ['personalInfo', 'contactInfo'],
};

/** The import body holds rows: the second row is the one broken, so a good first row must not be stored either. */
const inRow = (paths: string[] | undefined) => (paths ?? []).map((path) => `students.1.${path}`);

const routes = (): WriteRoute[] => [
  {
    name: 'POST /api/auth/admin/login',
    method: 'POST',
    url: '/api/auth/admin/login',
    valid: () => ({ username: 'admin', password: 'x' }),
    required: ['username', 'password'],
    strings: ['username'],
    nonBlank: ['username'],
  },
  {
    name: 'POST /api/auth/student/login',
    method: 'POST',
    url: '/api/auth/student/login',
    valid: () => ({ email: 'a@b.co', password: 'x' }),
    required: ['email', 'password'],
    strings: ['email'],
    nonBlank: ['email'],
  },
  {
    name: 'POST /api/auth/faculty/login',
    method: 'POST',
    url: '/api/auth/faculty/login',
    valid: () => ({ email: 'a@b.co', password: 'x' }),
    required: ['email', 'password'],
    strings: ['email'],
    nonBlank: ['email'],
  },
  {
    name: 'PUT /api/auth/password',
    method: 'PUT',
    url: '/api/auth/password',
    valid: () => ({ currentPassword: 'x', newPassword: 'long-enough-1' }),
    required: ['currentPassword', 'newPassword'],
    strings: [],
  },
  {
    name: 'POST /api/students',
    method: 'POST',
    url: '/api/students',
    valid: validStudent,
    required: ['firstName', 'lastName', 'fatherFirstName', 'motherLastName', 'personalInfo', 'personalInfo.gender', 'personalInfo.religion'],
    ...studentPeople,
  },
  {
    name: 'POST /api/students/import',
    method: 'POST',
    url: '/api/students/import',
    valid: () => ({ students: [validStudent(), validStudent()] }),
    required: [
      'students',
      ...inRow(['firstName', 'lastName', 'fatherFirstName', 'motherLastName', 'personalInfo', 'personalInfo.gender', 'personalInfo.religion']),
    ],
    strings: inRow(studentPeople.strings),
    nonBlank: inRow(studentPeople.nonBlank),
    enums: inRow(studentPeople.enums),
    objects: ['students.1', ...inRow(studentPeople.objects)],
  },
  { name: 'PUT /api/students/{id}', method: 'PUT', url: `/api/students/${ids.student}`, valid: validStudent, required: [], ...studentPeople },
  {
    name: 'POST /api/faculty',
    method: 'POST',
    url: '/api/faculty',
    valid: validFaculty,
    required: ['firstName', 'lastName', 'specialization'],
    ...facultyPeople,
  },
  { name: 'PUT /api/faculty/{id}', method: 'PUT', url: `/api/faculty/${ids.faculty}`, valid: validFaculty, required: [], ...facultyPeople },
  {
    name: 'POST /api/subjects',
    method: 'POST',
    url: '/api/subjects',
    valid: validSubject,
    required: ['code', 'name', 'year'],
    strings: ['code', 'name'],
    nonBlank: ['code', 'name'],
    enums: ['year'],
  },
  {
    name: 'PUT /api/subjects/{id}',
    method: 'PUT',
    url: '/api/subjects/1',
    valid: validSubject,
    required: ['code', 'name', 'year'],
    strings: ['code', 'name'],
    nonBlank: ['code', 'name'],
    enums: ['year'],
  },
  {
    name: 'POST /api/events',
    method: 'POST',
    url: '/api/events',
    valid: validEvent,
    required: ['eventTitle', 'eventDate'],
    strings: ['eventTitle', 'eventDate'],
    nonBlank: ['eventTitle', 'eventDate'],
    invalid: badPhoto,
  },
  {
    name: 'PUT /api/events/{id}',
    method: 'PUT',
    url: '/api/events/1',
    valid: validEvent,
    required: ['eventTitle', 'eventDate'],
    strings: ['eventTitle', 'eventDate'],
    nonBlank: ['eventTitle', 'eventDate'],
    invalid: badPhoto,
  },
  {
    name: 'POST /api/academic-calendar',
    method: 'POST',
    url: '/api/academic-calendar',
    valid: validCalendarEntry,
    required: ['year', 'event', 'date'],
    strings: ['event', 'date'],
    nonBlank: ['event', 'date'],
    enums: ['year'],
  },
  {
    name: 'PUT /api/academic-calendar/{id}',
    method: 'PUT',
    url: '/api/academic-calendar/1',
    valid: validCalendarEntry,
    required: ['year', 'event', 'date'],
    strings: ['event', 'date'],
    nonBlank: ['event', 'date'],
    enums: ['year'],
  },
];

describe(`hostile bodies on every write route (${FUZZ_RUNS} runs each)`, () => {
  it.each([
    'POST /api/auth/admin/login',
    'POST /api/auth/student/login',
    'POST /api/auth/faculty/login',
    'PUT /api/auth/password',
    'POST /api/students',
    'POST /api/students/import',
    'PUT /api/students/{id}',
    'POST /api/faculty',
    'PUT /api/faculty/{id}',
    'POST /api/subjects',
    'PUT /api/subjects/{id}',
    'POST /api/events',
    'PUT /api/events/{id}',
    'POST /api/academic-calendar',
    'PUT /api/academic-calendar/{id}',
  ])('%s answers 400/413, never 5xx, and changes nothing', async (name) => {
    const route = routes().find((candidate) => candidate.name === name) as WriteRoute;
    const cookie = name === 'PUT /api/auth/password' ? await login(ctx.app, 'otherStudent') : admin;
    await fc.assert(
      fc.asyncProperty(invalidBody(route), async (body) => {
        const before = await digest();
        const response = await send(ctx.app, cookie, route, body);
        expect([400, 413], `${response.statusCode} ${response.body.slice(0, 300)} for ${JSON.stringify(body).slice(0, 300)}`).toContain(response.statusCode);
        expect(Object.keys(response.json()).sort()).toEqual(['error', 'message', 'statusCode']);
        expect(await digest()).toBe(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('ids in paths: anything but a positive integer is 400 and changes nothing', async () => {
    const before = await digest();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('students', 'faculty', 'subjects', 'events', 'academic-calendar'),
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/^[1-9][0-9]*$/.test(s)),
          fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999', '1 or 1=1', '1;drop'),
        ),
        async (collection, id) => {
          const response = await ctx.app.inject({ method: 'DELETE', url: `/api/${collection}/${encodeURIComponent(id)}`, headers: { cookie: admin } });
          expect([400, 404], response.body).toContain(response.statusCode);
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
    expect(await digest()).toBe(before);
  });
});

/** Each write route's body schema: its length, range and count limits are what the next tests go one past. */
const BODY_SCHEMAS: Record<string, object> = {
  'POST /api/auth/admin/login': adminLoginBody,
  'POST /api/auth/student/login': emailLoginBody,
  'POST /api/auth/faculty/login': emailLoginBody,
  'PUT /api/auth/password': changePasswordBody,
  'POST /api/students': studentCreateBody,
  'POST /api/students/import': studentImportBody,
  'PUT /api/students/{id}': studentUpdateBody,
  'POST /api/faculty': facultyCreateBody,
  'PUT /api/faculty/{id}': facultyUpdateBody,
  'POST /api/subjects': subjectBody,
  'PUT /api/subjects/{id}': subjectBody,
  'POST /api/events': eventBody,
  'PUT /api/events/{id}': eventBody,
  'POST /api/academic-calendar': entryBody,
  'PUT /api/academic-calendar/{id}': entryBody,
};
/** A photo of more base64 than the 5 MiB kept, inside the body limit: 413 from the photo's own limit. */
const photoPastLimit = fc
  .integer({ min: 1, max: 15_000 })
  .map((by): LimitCase => ({ body: { ...validEvent(), eventPhoto: 'A'.repeat(EVENT_PHOTO_MAX + 4 * by) }, status: 413 }));

describe(`limits of every write route (${FUZZ_RUNS} runs each)`, () => {
  it('every write route has its body schema here, and every schema declares limits', () => {
    expect(Object.keys(BODY_SCHEMAS).sort()).toEqual(
      routes()
        .map((route) => route.name)
        .sort(),
    );
    for (const schema of Object.values(BODY_SCHEMAS)) expect(limitsOf(schema).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(BODY_SCHEMAS))(
    '%s: one past a length, range or item-count limit is 400 naming the field, a body past the limit 413; nothing changes',
    async (name) => {
      const route = routes().find((candidate) => candidate.name === name) as WriteRoute;
      const events = name.includes('/api/events');
      const cases = limitBody(
        { ...route, schema: BODY_SCHEMAS[name] as object, bodyLimit: events ? EVENT_BODY_LIMIT : BODY_LIMIT },
        events ? { photo: photoPastLimit } : {},
      );
      const cookie = name === 'PUT /api/auth/password' ? await login(ctx.app, 'otherStudent') : admin;
      await fc.assert(
        fc.asyncProperty(cases, async ({ body, status, field }) => {
          const before = await digest();
          const response = await send(ctx.app, cookie, route, body);
          const context = `${response.statusCode} ${response.body.slice(0, 300)} for ${JSON.stringify(body).slice(0, 300)}`;
          expect(response.statusCode, context).toBe(status);
          expect(Object.keys(response.json()).sort(), context).toEqual(['error', 'message', 'statusCode']);
          if (field) expect(response.json().message, context).toContain(field);
          expect(await digest()).toBe(before);
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
  );
});

describe('hostile but valid text is stored verbatim and returned as JSON', () => {
  const text = fc
    .oneof(
      fc.constantFrom("Robert'); DROP TABLE student;--", '<img src=x onerror=alert(1)>', '{{constructor.constructor("x")()}}', '\\u0000 literally', 'ü漢字🙂'),
      fc.string({ minLength: 1, maxLength: 100, unit: 'grapheme' }),
    )
    .filter((s) => /\S/.test(s) && ![...s].some((c) => (c.codePointAt(0) ?? 0) < 32 || '\u007f\u0085\u2028\u2029'.includes(c)) && s.length <= 100);

  it('subject names', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (name) => {
        const response = await send(ctx.app, admin, { method: 'PUT', url: '/api/subjects/2' } as WriteRoute, { code: 'BPT102', name, year: 'FIRST' });
        expect(response.statusCode, response.body).toBe(200);
        const [row] = (await db.query('select name from subject where id = 2')).rows;
        expect(row.name).toBe(name.trim());
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 2) },
    );
  });
});
