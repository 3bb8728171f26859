import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app.ts';
import { EVENT_BODY_LIMIT } from '../src/modules/events/schemas.ts';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { validCalendarEntry, validEvent, validFaculty, validStudent, validSubject } from './helpers/bodies.ts';
import { digestOf } from './helpers/fuzz.ts';
import { closeAgent, expectSafeReply, listen, rawRequest, runsFor } from './helpers/hostile.ts';

/**
 * Hostile bodies on every write route, table-driven: wrong content types, deep and wide JSON,
 * oversize bodies (declared, sent, chunked), broken framing. Each body would be accepted if it came as plain
 * JSON (the last test proves it), so a refusal is down to the framing alone. Never a 5xx, the API's JSON error
 * shape, and nothing changed in the database. Then a property: random wrong content types with random bodies.
 */

const MISSING = 999_999_999;

type Route = {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  as: 'admin' | 'otherStudent' | 'anonymous';
  /** A body the route accepts as JSON. */
  valid: () => Record<string, unknown>;
  limit: number;
  /** What the route answers to the valid body as JSON. */
  ok: number;
  /**
   * The route reads no body (logout, reset-password, deletes): one it can parse (text/plain, a deep JSON value) is
   * ignored and the route answers `ok`; those are pointed at a missing record, so even then nothing changes.
   */
  bodyless?: true;
};

let ctx: TestContext;
let port: number;
let db: pg.Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies: Partial<Record<Route['as'], string>> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  cookies.admin = await login(ctx.app, 'admin');
  cookies.otherStudent = await login(ctx.app, 'otherStudent');
  db = new pg.Client({ connectionString: ctx.databaseUrl });
  await db.connect();
  port = await listen(ctx.app);
});
afterAll(async () => {
  closeAgent();
  await db?.end();
  await ctx?.app.close();
});

const digest = () => digestOf(db);

const ROUTES: Route[] = [
  {
    name: 'POST /api/auth/admin/login',
    method: 'POST',
    url: () => '/api/auth/admin/login',
    as: 'anonymous',
    valid: () => ({ ...CREDENTIALS.admin.body }),
    limit: BODY_LIMIT,
    ok: 200,
  },
  {
    name: 'POST /api/auth/student/login',
    method: 'POST',
    url: () => '/api/auth/student/login',
    as: 'anonymous',
    valid: () => ({ ...CREDENTIALS.student.body }),
    limit: BODY_LIMIT,
    ok: 200,
  },
  {
    name: 'POST /api/auth/faculty/login',
    method: 'POST',
    url: () => '/api/auth/faculty/login',
    as: 'anonymous',
    valid: () => ({ ...CREDENTIALS.faculty.body }),
    limit: BODY_LIMIT,
    ok: 200,
  },
  {
    name: 'POST /api/auth/logout',
    method: 'POST',
    url: () => '/api/auth/logout',
    as: 'anonymous',
    valid: () => ({}),
    limit: BODY_LIMIT,
    ok: 200,
    bodyless: true,
  },
  {
    name: 'PUT /api/auth/password',
    method: 'PUT',
    url: () => '/api/auth/password',
    as: 'otherStudent',
    valid: () => ({ currentPassword: CREDENTIALS.otherStudent.body.password, newPassword: 'Changed@12345' }),
    limit: BODY_LIMIT,
    ok: 200,
  },
  {
    name: 'POST /api/users/{type}/{id}/reset-password',
    method: 'POST',
    url: () => `/api/users/student/${MISSING}/reset-password`,
    as: 'admin',
    valid: () => ({}),
    limit: BODY_LIMIT,
    ok: 404,
    bodyless: true,
  },
  { name: 'POST /api/students', method: 'POST', url: () => '/api/students', as: 'admin', valid: validStudent, limit: BODY_LIMIT, ok: 201 },
  {
    name: 'POST /api/students/import',
    method: 'POST',
    url: () => '/api/students/import',
    as: 'admin',
    valid: () => ({ students: [validStudent(), validStudent()] }),
    limit: BODY_LIMIT,
    ok: 201,
  },
  { name: 'PUT /api/students/{id}', method: 'PUT', url: () => `/api/students/${ids.student}`, as: 'admin', valid: validStudent, limit: BODY_LIMIT, ok: 200 },
  {
    name: 'DELETE /api/students/{id}',
    method: 'DELETE',
    url: () => `/api/students/${MISSING}`,
    as: 'admin',
    valid: () => ({}),
    limit: BODY_LIMIT,
    ok: 404,
    bodyless: true,
  },
  { name: 'POST /api/faculty', method: 'POST', url: () => '/api/faculty', as: 'admin', valid: validFaculty, limit: BODY_LIMIT, ok: 201 },
  { name: 'PUT /api/faculty/{id}', method: 'PUT', url: () => `/api/faculty/${ids.faculty}`, as: 'admin', valid: validFaculty, limit: BODY_LIMIT, ok: 200 },
  {
    name: 'DELETE /api/faculty/{id}',
    method: 'DELETE',
    url: () => `/api/faculty/${MISSING}`,
    as: 'admin',
    valid: () => ({}),
    limit: BODY_LIMIT,
    ok: 404,
    bodyless: true,
  },
  { name: 'POST /api/subjects', method: 'POST', url: () => '/api/subjects', as: 'admin', valid: validSubject, limit: BODY_LIMIT, ok: 201 },
  { name: 'PUT /api/subjects/{id}', method: 'PUT', url: () => '/api/subjects/1', as: 'admin', valid: validSubject, limit: BODY_LIMIT, ok: 200 },
  {
    name: 'DELETE /api/subjects/{id}',
    method: 'DELETE',
    url: () => `/api/subjects/${MISSING}`,
    as: 'admin',
    valid: () => ({}),
    limit: BODY_LIMIT,
    ok: 404,
    bodyless: true,
  },
  { name: 'POST /api/events', method: 'POST', url: () => '/api/events', as: 'admin', valid: validEvent, limit: EVENT_BODY_LIMIT, ok: 201 },
  { name: 'PUT /api/events/{id}', method: 'PUT', url: () => '/api/events/1', as: 'admin', valid: validEvent, limit: EVENT_BODY_LIMIT, ok: 200 },
  {
    name: 'DELETE /api/events/{id}',
    method: 'DELETE',
    url: () => `/api/events/${MISSING}`,
    as: 'admin',
    valid: () => ({}),
    limit: BODY_LIMIT,
    ok: 404,
    bodyless: true,
  },
  {
    name: 'POST /api/academic-calendar',
    method: 'POST',
    url: () => '/api/academic-calendar',
    as: 'admin',
    valid: validCalendarEntry,
    limit: BODY_LIMIT,
    ok: 201,
  },
  {
    name: 'PUT /api/academic-calendar/{id}',
    method: 'PUT',
    url: () => '/api/academic-calendar/1',
    as: 'admin',
    valid: validCalendarEntry,
    limit: BODY_LIMIT,
    ok: 200,
  },
  {
    name: 'DELETE /api/academic-calendar/{id}',
    method: 'DELETE',
    url: () => `/api/academic-calendar/${MISSING}`,
    as: 'admin',
    valid: () => ({}),
    limit: BODY_LIMIT,
    ok: 404,
    bodyless: true,
  },
];

const baseHeaders = (route: Route): Record<string, string> => ({ origin: ORIGIN, ...(route.as !== 'anonymous' && { cookie: cookies[route.as] as string }) });

type Sent = { headers: Record<string, string>; payload?: string | Buffer };
type Case = {
  name: string;
  build: (route: Route) => Sent;
  /** Allowed statuses; a bodyless route may also answer `ok` where it can parse the body (see Route.bodyless). */
  expect: number[];
  ignorable?: true;
};

const json = (route: Route) => JSON.stringify(route.valid());
const asType =
  (type: string, body: (route: Route) => string | Buffer = json): Case['build'] =>
  (route) => ({ headers: { 'content-type': type }, payload: body(route) });
const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjects = (depth: number, core = '1') => `${'{"a":'.repeat(depth)}${core}${'}'.repeat(depth)}`;
const formOf = (route: Route) =>
  new URLSearchParams(
    Object.entries(route.valid()).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
const multipartOf = (route: Route) =>
  `--XyZ\r\nContent-Disposition: form-data; name="json"\r\nContent-Type: application/json\r\n\r\n${json(route)}\r\n--XyZ--\r\n`;
/** The valid body with its first field replaced by `value` (the raw JSON text). */
const withFirstField = (route: Route, value: string) => {
  const body = route.valid();
  const [first] = Object.keys(body);
  if (!first) return value;
  return JSON.stringify({ ...body, [first]: '__HERE__' }).replace('"__HERE__"', value);
};
const PADDING = 'x'.repeat(Math.max(BODY_LIMIT, EVENT_BODY_LIMIT));
const oversize = (route: Route) => JSON.stringify({ ...route.valid(), padding: PADDING.slice(0, route.limit) });
/** Built once: wide bodies cost more to build than to send. */
const once = (make: () => string) => {
  let text: string | undefined;
  return () => (text ??= make());
};
const manyNumbers = once(() => `[${Array(100_000).fill(0).join(',')}]`);
const manyKeys = once(() => JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))).slice(1, -1));

const REFUSED = [400, 415];
const CASES: Case[] = [
  // wrong content types: the body is the valid JSON (or its form/multipart encoding)
  { name: 'JSON as text/plain', build: asType('text/plain'), expect: REFUSED, ignorable: true },
  { name: 'JSON as text/plain; charset=utf-8', build: asType('text/plain; charset=utf-8'), expect: REFUSED, ignorable: true },
  { name: 'form as application/x-www-form-urlencoded', build: asType('application/x-www-form-urlencoded', formOf), expect: REFUSED },
  { name: 'multipart/form-data', build: asType('multipart/form-data; boundary=XyZ', multipartOf), expect: REFUSED },
  { name: 'JSON as application/xml', build: asType('application/xml'), expect: REFUSED },
  { name: 'JSON as text/xml', build: asType('text/xml'), expect: REFUSED },
  { name: 'JSON as text/html', build: asType('text/html'), expect: REFUSED },
  { name: 'JSON as text/csv', build: asType('text/csv'), expect: REFUSED },
  { name: 'JSON as application/octet-stream', build: asType('application/octet-stream'), expect: REFUSED },
  { name: 'JSON as application/javascript', build: asType('application/javascript'), expect: REFUSED },
  { name: 'JSON as text/json', build: asType('text/json'), expect: REFUSED },
  { name: 'JSON as application/jsonx', build: asType('application/jsonx'), expect: REFUSED },
  { name: 'JSON as application/json-patch+json', build: asType('application/json-patch+json'), expect: REFUSED },
  { name: 'JSON as application/vnd.api+json', build: asType('application/vnd.api+json'), expect: REFUSED },
  { name: 'JSON as */*', build: asType('*/*'), expect: REFUSED },
  { name: 'JSON as "application/json, text/plain"', build: asType('application/json, text/plain'), expect: REFUSED },
  { name: 'JSON with an empty content-type', build: asType(''), expect: REFUSED },
  { name: 'JSON without a content-type', build: (route) => ({ headers: {}, payload: json(route) }), expect: REFUSED },
  {
    name: 'gzipped JSON (Content-Encoding: gzip)',
    build: (route) => ({ headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: gzipSync(json(route)) }),
    expect: [400, 415],
  },
  // deep and wide JSON
  { name: 'arrays nested 10,000 deep', build: asType('application/json', () => deepArrays(10_000)), expect: [400], ignorable: true },
  { name: 'arrays nested 100,000 deep', build: asType('application/json', () => deepArrays(100_000)), expect: [400], ignorable: true },
  { name: 'objects nested 10,000 deep', build: asType('application/json', () => deepObjects(10_000)), expect: [400], ignorable: true },
  { name: 'objects nested 100,000 deep', build: asType('application/json', () => deepObjects(100_000)), expect: [400], ignorable: true },
  { name: '__proto__ 10,000 deep', build: asType('application/json', () => deepObjects(10_000, '{"__proto__":{"polluted":1}}')), expect: [400] },
  {
    name: 'constructor.prototype 10,000 deep',
    build: asType('application/json', () => deepObjects(10_000, '{"constructor":{"prototype":{"polluted":1}}}')),
    expect: [400],
  },
  {
    name: 'arrays 10,000 deep in the first field',
    build: asType('application/json', (route) => withFirstField(route, deepArrays(10_000))),
    expect: [400],
    ignorable: true,
  },
  {
    name: 'objects 10,000 deep in the first field',
    build: asType('application/json', (route) => withFirstField(route, deepObjects(10_000))),
    expect: [400],
    ignorable: true,
  },
  { name: 'arrays nested 1,000,000 deep (2 MB)', build: asType('application/json', () => deepArrays(1_000_000)), expect: [400, 413], ignorable: true },
  { name: 'an array of 100,000 numbers', build: asType('application/json', manyNumbers), expect: [400], ignorable: true },
  {
    name: 'the valid body plus 10,000 unknown keys',
    build: asType('application/json', (route) => `${json(route).slice(0, -1)}${json(route) === '{}' ? '' : ','}${manyKeys()}}`),
    expect: [400],
    ignorable: true,
  },
  // broken JSON and framing
  { name: 'truncated JSON', build: asType('application/json', (route) => json(route).slice(0, -1)), expect: [400] },
  { name: 'JSON followed by a second value', build: asType('application/json', (route) => `${json(route)}{}`), expect: [400] },
  { name: 'NUL bytes around the JSON', build: asType('application/json', (route) => `\u0000${json(route)}\u0000`), expect: [400] },
  { name: 'valid JSON declared as latin1', build: asType('application/json; charset=iso-8859-1', (route) => json(route)), expect: [415], ignorable: true },
  {
    name: 'JSON in UTF-16',
    build: (route) => ({ headers: { 'content-type': 'application/json; charset=utf-16le' }, payload: Buffer.from(`\ufeff${json(route)}`, 'utf16le') }),
    expect: [400, 415],
  },
  {
    name: 'Content-Length shorter than the body',
    build: (route) => ({ headers: { 'content-type': 'application/json', 'content-length': '5' }, payload: json(route) }),
    expect: [400, 413],
  },
  // oversize
  { name: 'a body one byte over the limit', build: asType('application/json', oversize), expect: [413] },
  { name: 'a text/plain body over the limit', build: asType('text/plain', oversize), expect: [413, 415] },
  { name: 'an application/xml body over the limit', build: asType('application/xml', oversize), expect: [413, 415] },
  {
    name: 'a Content-Length over the limit',
    build: (route) => ({ headers: { 'content-type': 'application/json', 'content-length': String(route.limit + 1) }, payload: json(route) }),
    expect: [413],
  },
  {
    name: 'a Content-Length of 10 GB',
    build: (route) => ({ headers: { 'content-type': 'application/json', 'content-length': '10000000000' }, payload: json(route) }),
    expect: [413],
  },
];

const allowed = (route: Route, test: { expect: number[]; ignorable?: true }) => (route.bodyless && test.ignorable ? [...test.expect, route.ok] : test.expect);

describe('hostile bodies on every write route, table-driven', () => {
  it.each(CASES.map((test) => [test.name, test] as const))('%s: refused on every write route, never 5xx, nothing changed', async (_name, test) => {
    const before = await digest();
    for (const route of ROUTES) {
      const { headers, payload } = test.build(route);
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url(),
        headers: { ...baseHeaders(route), ...headers },
        ...(payload !== undefined && { payload }),
      });
      const context = `${route.name} ${test.name}: ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(allowed(route, test), context).toContain(response.statusCode);
      expectSafeReply(response, [], context);
    }
    expect(await digest(), `changed by ${test.name}`).toBe(before);
  });

  it('a chunked body over the limit (no Content-Length) is 413 on every write route', async () => {
    const before = await digest();
    for (const route of ROUTES) {
      const response = await rawRequest(port, {
        method: route.method,
        path: route.url(),
        headers: { ...baseHeaders(route), 'content-type': 'application/json' },
        body: oversize(route),
        chunks: 64,
        fresh: true,
      });
      const context = `${route.name}: ${response.statusCode} ${response.text.slice(0, 300)}`;
      expect(response.statusCode, context).toBe(413);
      expectSafeReply({ statusCode: response.statusCode, headers: response.headers, body: response.text }, [], context);
    }
    expect(await digest()).toBe(before);
  });

  it('a PUT /api/students body with 100,000-deep arrays in `fees` (accepted and ignored) changes nothing', async () => {
    const before = await digest();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${ids.student}`,
      headers: { cookie: cookies.admin as string, 'content-type': 'application/json' },
      payload: `{"fees":[${deepArrays(100_000)}]}`,
    });
    expect([200, 400, 413], response.body.slice(0, 300)).toContain(response.statusCode);
    expectSafeReply(response, [], 'deep fees');
    expect(await digest()).toBe(before);
  });
});

/** Anything but application/json (which fuzz-writes covers), with or without parameters. */
const WRONG_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=XyZ',
  'multipart/form-data',
  'application/xml',
  'text/xml',
  'text/html',
  'text/csv',
  'application/octet-stream',
  'image/png',
  'application/javascript',
  'text/json',
  'application/jsonx',
  'application/json-patch+json',
  'application/vnd.api+json',
  '*/*',
  'application/*',
  'application/json, text/plain',
  '',
  'json',
  'application',
  '/',
  ';',
  'text/plain; boundary=',
  'application/x-json',
];
const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const contentType = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: fc.string({ unit: printable, maxLength: 60 }).filter((type) => !/^\s*application\/json\s*(;|$)/i.test(type)) },
);
const randomBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 500 }),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc.json(),
  fc.tuple(fc.integer({ min: 1, max: 50_000 }), fc.constantFrom('[', '{"a":', '{', '"')).map(([depth, open]) => open.repeat(depth)),
  fc.tuple(fc.integer({ min: 1, max: 50_000 }), fc.boolean()).map(([depth, arrays]) => (arrays ? deepArrays(depth) : deepObjects(depth))),
  fc.constantFrom('', 'null', '{}', '[]', 'a=b&c=d', '<?xml version="1.0"?><a>1</a>', '--XyZ\r\n\r\n--XyZ--'),
);

describe(`random bodies in wrong content types on every write route (${runsFor(0.1)} runs each)`, () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s: 400/413/415, never 5xx, nothing changed', async (_name, route) => {
    const before = await digest();
    await fc.assert(
      fc.asyncProperty(contentType, randomBody, async (type, body) => {
        const response = await ctx.app.inject({
          method: route.method,
          url: route.url(),
          headers: { ...baseHeaders(route), 'content-type': type },
          payload: body,
        });
        const context = `${route.name} as ${JSON.stringify(type)}: ${response.statusCode} ${response.body.slice(0, 300)} for ${JSON.stringify(body.toString()).slice(0, 200)}`;
        expect(allowed(route, { expect: [400, 413, 415], ignorable: true }), context).toContain(response.statusCode);
        expectSafeReply(response, [], context);
      }),
      { numRuns: runsFor(0.1) },
    );
    expect(await digest()).toBe(before);
  });
});

describe('control', () => {
  it('each valid body is accepted as plain JSON, so the refusals above are down to the framing alone', async () => {
    for (const route of ROUTES) {
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url(),
        headers: { ...baseHeaders(route), 'content-type': 'application/json' },
        payload: json(route),
      });
      expect(response.statusCode, `${route.name}: ${response.body.slice(0, 300)}`).toBe(route.ok);
    }
  });
});
