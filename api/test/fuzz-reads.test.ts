import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_FILE_PATTERN } from '../src/modules/events/photo-files.ts';
import { YEARS } from '../src/shared/domain.ts';
import { createTestApp, demoIds, login, type TestContext } from './helpers/app.ts';
import { digestOf, withControl } from './helpers/fuzz.ts';
import { closeAgent, encodeForRequestLine, encodeLoose, expectSafeReply, forgedCookie, listen, rawRequest, runsFor, tryDecode } from './helpers/hostile.ts';

/**
 * Every GET route under hostile input: random and hostile query strings for each route as an admin,
 * a student, a faculty member and anonymously (with forged session cookies); hostile ids in the by-id paths;
 * hostile file names (path traversal, encoded NULs, absolute paths, overlong names) for /api/uploads/{file}
 * and the API docs' static files, sent over a real socket so nothing normalises `..` on the way.
 * Never a 5xx, only the statuses the route may answer for that caller, error bodies in the API's JSON shape
 * with no stack or SQL, nothing written, and no byte from outside the uploads (or docs) folder.
 */

type Who = 'admin' | 'student' | 'faculty' | 'anonymous';

// the uploads folder holds two pictures and a text file; canaries sit beside and above it
const base = mkdtempSync(path.join(tmpdir(), 'fuzz-reads-'));
const uploadsDir = path.join(base, 'uploads');
mkdirSync(uploadsDir);
const CANARIES = [
  'OUTSIDE-CANARY-7f3a',
  'SECRET-TEXT-CANARY-7f3a',
  'HIDDEN-CANARY-7f3a',
  'root:x:0:0',
  '"name": "@college/api"',
  '"name": "@fastify/swagger-ui"',
];
writeFileSync(path.join(uploadsDir, 'other.jpg'), 'OTHER-JPEG-BYTES');
writeFileSync(path.join(uploadsDir, 'orphan.png'), 'ORPHAN-PNG-BYTES');
writeFileSync(path.join(uploadsDir, 'secret.txt'), CANARIES[1] as string);
writeFileSync(path.join(uploadsDir, '.hidden.png'), CANARIES[2] as string);
writeFileSync(path.join(base, 'outside.png'), CANARIES[0] as string);
writeFileSync(path.join(base, 'passwd'), `${CANARIES[3]}:root:/root:/bin/sh`);
// event photos (served to anyone) sit in the uploads folder's `events` folder, a text file beside them
const PHOTO_NAME = `${'ab12'.repeat(8)}-480.webp`;
mkdirSync(path.join(uploadsDir, 'events'));
writeFileSync(path.join(uploadsDir, 'events', PHOTO_NAME), 'EVENT-PHOTO-BYTES');
writeFileSync(path.join(uploadsDir, 'events', 'notes.txt'), CANARIES[1] as string);
const DEMO_UPLOADS = fileURLToPath(new URL('../src/seeders/demo-uploads', import.meta.url));
/** What a real image name serves: from the uploads folder first, then the demo seed's. */
const IMAGES = new Map<string, Buffer>([
  ['demo-student.png', readFileSync(path.join(DEMO_UPLOADS, 'demo-student.png'))],
  ['other.jpg', readFileSync(path.join(uploadsDir, 'other.jpg'))],
  ['orphan.png', readFileSync(path.join(uploadsDir, 'orphan.png'))],
]);
const DOCS_STATIC = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');

let ctx: TestContext;
let port: number;
let db: pg.Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
let cookies: Record<Exclude<Who, 'anonymous'>, string>;
/** An admin session cookie with its signature altered: must sign nobody in. */
let tampered: string;
const studentIds = new Set<number>();
const facultyIds = new Set<number>();
/** Which student may see which picture. */
const pictureOwner = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestApp({ uploadsDir });
  ids = await demoIds(ctx.databaseUrl);
  db = new pg.Client({ connectionString: ctx.databaseUrl });
  await db.connect();
  await db.query(`update student set profile_pic = 'other.jpg' where id = $1`, [ids.otherStudent]);
  for (const row of (await db.query('select id, profile_pic from student')).rows) {
    studentIds.add(row.id);
    if (row.profile_pic) pictureOwner.set(row.profile_pic, row.id);
  }
  for (const row of (await db.query('select id from faculty')).rows) facultyIds.add(row.id);
  cookies = { admin: await login(ctx.app, 'admin'), student: await login(ctx.app, 'student'), faculty: await login(ctx.app, 'faculty') };
  const signature = cookies.admin.slice(cookies.admin.lastIndexOf('.') + 1);
  tampered = `${cookies.admin.slice(0, cookies.admin.lastIndexOf('.') + 1)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  expect(pictureOwner.get('demo-student.png')).toBe(ids.student);
  port = await listen(ctx.app);
});
afterAll(async () => {
  closeAgent();
  await db?.end();
  await ctx?.app.close();
});

const digest = () => digestOf(db);

/** The caller: a role's session, or anonymous with no cookie, a forged one or a tampered admin one. */
const caller = fc.oneof(
  fc.constantFrom<Who>('admin', 'student', 'faculty').map((who) => ({ who, forged: undefined as string | undefined, tamper: false })),
  fc.record({ who: fc.constant<Who>('anonymous'), forged: forgedCookie, tamper: fc.boolean() }),
);
const cookieOf = ({ who, forged, tamper }: { who: Who; forged?: string; tamper: boolean }) =>
  who === 'anonymous' ? (tamper ? tampered : forged) : cookies[who];
const headersFor = (cookie: string | undefined): Record<string, string> => (cookie === undefined ? {} : { cookie });

// ---------- query strings ----------

const XSS = 'fuzz-xss-marker';
const KNOWN_KEYS = ['q', 'sort', 'page', 'pageSize', 'year', 'include', 'type', 'entity'];
const SORT_KEYS = [
  'name',
  'lastName',
  'id',
  'date',
  'event',
  'year',
  'eventDate',
  'eventTitle',
  'code',
  'email',
  'phone',
  'dob',
  'gender',
  'nationality',
  'at',
  'entity',
  'action',
  'designation',
  'specialization',
  'experienceYears',
  'yearOfJoining',
  'enrollmentNumber',
];
const INCLUDES = ['personalInfo', 'contactInfo', 'fees', 'results', 'results.subject', 'gradeInfo', 'gradeInfo.subject'];
const HOSTILE_TEXT = [
  "' or 1=1 --",
  "'; drop table student; --",
  '1; select pg_sleep(1)',
  "1' union select password_hash from account --",
  `<script>alert("${XSS}")</script>`,
  `"><img src=x onerror=${XSS}>`,
  '$'.concat('{7*7}'),
  '{{7*7}}',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%',
  '_',
  '\\',
  '%%',
  '%_\\',
  '\u202e',
  '\ufeff',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e3',
  '0x10',
  '1.5',
  ' 1',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__proto__',
  'prototype',
  '-constructor',
  '-toString',
  'results.subject.constructor',
  'constructor,personalInfo',
  ',,,',
  '.',
  '-',
  '--',
  'personalInfo.',
  '.personalInfo',
  'contactInfo.email',
  'FIRST ',
  'first',
  'FIRST,SECOND',
  'Student',
  'FACULTY',
  'admin',
  'ü漢字🙂',
  '\u0000',
  '%00',
];
const plausible = fc.oneof(
  fc.tuple(fc.boolean(), fc.constantFrom(...SORT_KEYS)).map(([descending, key]) => `${descending ? '-' : ''}${key}`),
  fc.constantFrom(...YEARS, 'student', 'faculty', ...INCLUDES, 'subject', 'event', 'demo', 'Demo', 'BPT', 'faculty02', ''),
  fc.integer({ min: 1, max: 150 }).map(String),
  fc.subarray(INCLUDES, { minLength: 1 }).map((names) => names.join(',')),
);
const numberish = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom('0', '-1', '01', '1.0', '1e3', '0x10', '+1', '-0', '999999', '1000000', '100', '101', '1000', '9'.repeat(30)),
);
const unicode = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\ud800', '\udfff', 'İ', 'ß', 'ﬁ', 'Å'),
);
const huge = fc.tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('x', '%', '9', 'é', "'", '🙂', ',')).map(([n, text]) => text.repeat(n));
const queryValue = fc.oneof(
  { weight: 5, arbitrary: plausible },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: numberish },
  { weight: 2, arbitrary: unicode },
  { weight: 2, arbitrary: withControl },
  { weight: 1, arbitrary: huge },
);
const queryKey = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'q[]',
      'q[0]',
      'sort[a]',
      'id',
      'limit',
      'offset',
      '$where',
      'page.size',
      'Q',
      'PAGE',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);
/** Pieces written into the query as they are: broken escapes, bare separators, arrays and repeated keys. */
const RAW_PIECES = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%00',
  'q=%00',
  '%C0%80',
  'q=%ED%A0%80',
  '%FF',
  '+',
  '=',
  '==',
  '&',
  ';',
  '[]',
  'q[]=1',
  'q[a]=1',
  'q=%',
  'sort=%',
  'page=%31',
  'year=F%49RST',
  'q=a&q=b',
  'page=1&page=2',
  'sort=name&sort=-name',
  'include=fees&include=fees',
  'year=FIRST&year=FIRST',
  '?',
  '??',
  'q=1#frag',
  'q=%2525',
  'q=%u0041',
  'q=a%26b%3Dc',
  'page=0',
  'pageSize=0',
  'pageSize=100',
  'pageSize=101',
  'page=999999&pageSize=100',
  'page=1000000',
  `q=${'%41'.repeat(101)}`,
  'sort=constructor',
  'sort=-toString',
  'sort=valueOf',
  'sort=__proto__',
  'include=constructor',
  'type=constructor',
  'entity=%00',
  'q=%0A',
  'q=%7F',
];
const pair = fc
  .record({ key: queryKey, value: queryValue, form: fc.constantFrom('encoded', 'encoded', 'encoded', 'plus', 'bare') })
  .map(({ key, value, form }) => {
    if (form === 'bare') return encodeLoose(key);
    const encoded = `${encodeLoose(key)}=${encodeLoose(value)}`;
    return form === 'plus' ? encoded.replace(/%20/g, '+') : encoded;
  });
const flood = fc
  .tuple(fc.constantFrom(...KNOWN_KEYS, 'zz'), fc.integer({ min: 50, max: 2000 }))
  .map(([key, n]) => Array.from({ length: n }, (_, i) => (key === 'zz' ? `zz${i}=${i}` : `${key}=1`)).join('&'));
const queryString = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .array(fc.oneof({ weight: 4, arbitrary: pair }, { weight: 1, arbitrary: fc.constantFrom(...RAW_PIECES) }), { maxLength: 8 })
      .map((parts) => parts.join('&')),
  },
  { weight: 1, arbitrary: flood },
);

type ReadRoute = {
  name: string;
  path: () => string;
  /** The statuses each caller may get, whatever the query. */
  allowed: Record<Who, number[]>;
  reply: 'list' | 'object' | 'text' | 'image';
  /** Rows carry `year` / `type`: a `?year=` / `?type=` that was accepted must hold for each of them. */
  filters?: ('year' | 'type')[];
};
const same = (statuses: number[]): Record<Who, number[]> => ({ admin: statuses, student: statuses, faculty: statuses, anonymous: statuses });
const OPEN = same([200]);
const PUBLIC_LIST = same([200, 400]);
const SIGNED_IN = { admin: [200, 400], student: [200, 400], faculty: [200, 400], anonymous: [401] };
const ADMIN_ONLY = { admin: [200, 400], student: [403], faculty: [403], anonymous: [401] };
const STAFF = { admin: [200, 400], student: [403], faculty: [200, 400], anonymous: [401] };

const READ_ROUTES: ReadRoute[] = [
  { name: 'GET /api/health', path: () => '/api/health', allowed: OPEN, reply: 'object' },
  { name: 'GET /api/auth/status', path: () => '/api/auth/status', allowed: OPEN, reply: 'object' },
  { name: 'GET /api/public/faculty', path: () => '/api/public/faculty', allowed: OPEN, reply: 'list' },
  { name: 'GET /api/events', path: () => '/api/events', allowed: PUBLIC_LIST, reply: 'list' },
  { name: 'GET /api/academic-calendar', path: () => '/api/academic-calendar', allowed: PUBLIC_LIST, reply: 'list', filters: ['year'] },
  { name: 'GET /api/subjects', path: () => '/api/subjects', allowed: SIGNED_IN, reply: 'list', filters: ['year'] },
  { name: 'GET /api/students', path: () => '/api/students', allowed: ADMIN_ONLY, reply: 'list', filters: ['year'] },
  { name: 'GET /api/faculty', path: () => '/api/faculty', allowed: STAFF, reply: 'list' },
  { name: 'GET /api/personal-info', path: () => '/api/personal-info', allowed: ADMIN_ONLY, reply: 'list', filters: ['type'] },
  { name: 'GET /api/contact-info', path: () => '/api/contact-info', allowed: ADMIN_ONLY, reply: 'list', filters: ['type'] },
  { name: 'GET /api/audit-log', path: () => '/api/audit-log', allowed: ADMIN_ONLY, reply: 'list' },
  {
    name: 'GET /api/students/{id}',
    path: () => `/api/students/${ids.student}`,
    allowed: { admin: [200, 400], student: [200, 400], faculty: [403], anonymous: [401] },
    reply: 'object',
  },
  {
    name: 'GET /api/faculty/{id}',
    path: () => `/api/faculty/${ids.faculty}`,
    allowed: { admin: [200, 400], student: [403], faculty: [200, 400], anonymous: [401] },
    reply: 'object',
  },
  {
    name: 'GET /api/faculty/{id}/calendar',
    path: () => `/api/faculty/${ids.faculty}/calendar`,
    allowed: { admin: [200], student: [403], faculty: [200], anonymous: [401] },
    reply: 'list',
  },
  {
    name: 'GET /api/uploads/{file}',
    path: () => '/api/uploads/demo-student.png',
    allowed: { admin: [200], student: [200], faculty: [403], anonymous: [401] },
    reply: 'image',
  },
  { name: 'GET /api/docs', path: () => '/api/docs', allowed: OPEN, reply: 'text' },
  { name: 'GET /api/docs/json', path: () => '/api/docs/json', allowed: OPEN, reply: 'object' },
  { name: 'GET /api/docs/yaml', path: () => '/api/docs/yaml', allowed: OPEN, reply: 'text' },
];

/**
 * The share of FUZZ_RUNS a route gets below 1,000 runs, to keep `npm test` quick (the fuzz job gives every route
 * all of them): half for the routes that read the query, a fifth for those that ignore it.
 */
const SHARE: Record<string, number> = Object.fromEntries(
  ['GET /api/health', 'GET /api/auth/status', 'GET /api/public/faculty', 'GET /api/docs', 'GET /api/docs/json', 'GET /api/docs/yaml'].map((name) => [
    name,
    0.2,
  ]),
);

function checkListReply(route: ReadRoute, who: Who, url: string, body: unknown) {
  const search = new URL(url, 'http://localhost').searchParams;
  let rows: unknown[];
  if (Array.isArray(body)) {
    rows = body;
  } else {
    const page = body as { items: unknown[]; total: number; page: number; pageSize: number };
    expect(page, url).toEqual({ items: expect.any(Array), total: expect.any(Number), page: expect.any(Number), pageSize: expect.any(Number) });
    expect(search.has('page') || search.has('pageSize'), `a page came back unasked: ${url}`).toBe(true);
    expect(page.pageSize).toBeLessThanOrEqual(100);
    expect(page.items.length).toBeLessThanOrEqual(page.pageSize);
    expect(Number.isInteger(page.total) && page.total >= 0).toBe(true);
    rows = page.items;
  }
  if (route.name === 'GET /api/faculty' && who === 'faculty') {
    expect(
      rows.every((row) => (row as { id: number }).id === ids.faculty),
      `a faculty member saw another record: ${url}`,
    ).toBe(true);
  }
  for (const filter of route.filters ?? []) {
    const values = search.getAll(filter);
    if (values.length === 1)
      expect(
        rows.every((row) => (row as Record<string, unknown>)[filter] === values[0]),
        `?${filter}= not applied: ${url}`,
      ).toBe(true);
  }
}

describe(`hostile query strings on every GET route (${runsFor(0.5)} runs each, ${runsFor(0.2)} where the query is ignored)`, () => {
  it.each(READ_ROUTES.map((route) => [route.name, route] as const))(
    '%s: only the statuses due to the caller, safe replies, nothing written',
    async (_name, route) => {
      const before = await digest();
      const examples: [{ who: Who; forged: string | undefined; tamper: boolean }, string][] = [
        'sort=constructor',
        'sort=-toString',
        'sort=valueOf',
        'sort=hasOwnProperty',
        'q=%00',
        'q=a%00b',
        'entity=%00',
        'include=constructor',
        'q=a&q=b',
        'page=999999&pageSize=100',
        `q=${'%41'.repeat(5000)}`,
      ].map((query) => [{ who: 'admin', forged: undefined, tamper: false }, query]);
      await fc.assert(
        fc.asyncProperty(caller, queryString, async (who, query) => {
          const url = `${route.path()}${query ? `?${query}` : ''}`;
          const response = await ctx.app.inject({ method: 'GET', url, headers: headersFor(cookieOf(who)) });
          const context = `${who.who} ${response.statusCode} GET ${url.slice(0, 300)} -> ${response.body.slice(0, 300)}`;
          expect(route.allowed[who.who], context).toContain(response.statusCode);
          expectSafeReply(response, [new URL(url, 'http://localhost').pathname], context);
          expect(response.body, `hostile query text reflected: ${context}`).not.toContain(XSS);
          for (const canary of CANARIES) expect(response.body, context).not.toContain(canary);
          if (response.statusCode !== 200) return;
          if (route.reply === 'image') {
            expect(response.rawPayload.equals(IMAGES.get('demo-student.png') as Buffer), context).toBe(true);
          } else if (route.reply !== 'text') {
            const body = response.json();
            if (route.reply === 'list') checkListReply(route, who.who, url, body);
            else expect(typeof body === 'object' && body !== null && !Array.isArray(body), context).toBe(true);
            if (route.name === 'GET /api/students/{id}') expect(body.id, context).toBe(ids.student);
            if (route.name === 'GET /api/faculty/{id}') expect(body.id, context).toBe(ids.faculty);
          }
        }),
        { numRuns: runsFor(SHARE[route.name] ?? 0.5), examples },
      );
      expect(await digest()).toBe(before);
    },
  );

  it('regressions: prototype names as sort keys and NUL in search text are 400 on every list, not 500', async () => {
    const lists = [
      '/api/events',
      '/api/academic-calendar',
      '/api/subjects',
      '/api/students',
      '/api/faculty',
      '/api/personal-info',
      '/api/contact-info',
      '/api/audit-log',
    ];
    for (const list of lists) {
      for (const query of ['sort=constructor', 'sort=-toString', 'sort=valueOf', 'sort=hasOwnProperty', 'sort=isPrototypeOf', 'q=%00', 'q=a%01b']) {
        const response = await ctx.app.inject({ url: `${list}?${query}`, headers: { cookie: cookies.admin } });
        expect(response.statusCode, `${list}?${query}: ${response.body}`).toBe(400);
      }
    }
    expect((await ctx.app.inject({ url: '/api/audit-log?entity=%00', headers: { cookie: cookies.admin } })).statusCode).toBe(400);
  });
});

// ---------- hostile paths, over a real socket ----------

const printable = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
/** A path segment as it goes on the request line: `/`, `?` and `#` only ever encoded, so it stays one segment. */
const segmentFrom = (text: string) => encodeForRequestLine(text).replace(/[/?#]/g, (char) => encodeURIComponent(char));

const ID_TEXT = [
  '0',
  '-1',
  '01',
  '1.0',
  '1e3',
  '0x1',
  '+1',
  '%201',
  '1%20',
  '%31',
  '%32',
  '1%00',
  '%00',
  '1;',
  "1'",
  '1%27%20or%20%271%27=%271',
  '1%20or%201=1',
  '1;drop%20table%20student',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[1]',
  '%5B1%5D',
  '{}',
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%EF%BC%91',
  '%D9%A1',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1000000000',
  '999999999',
  '',
  '%20',
  '%0A1',
  '1%0D%0A',
  '%2F',
  '%5C..%5C',
];
const idSegment = (known: number[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.map(String)) },
    { weight: 4, arbitrary: fc.constantFrom(...ID_TEXT) },
    { weight: 2, arbitrary: fc.integer({ min: -1e12, max: 1e12 }).map(String) },
    { weight: 1, arbitrary: fc.nat(300).map((n) => '9'.repeat(n)) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(segmentFrom) },
    { weight: 2, arbitrary: fc.string({ unit: printable, maxLength: 20 }).map(segmentFrom) },
  );

const TRAVERSAL = [
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '%2E%2E%2F',
  '..%5c',
  '..\\',
  '%252e%252e%252f',
  '....//',
  '..%c0%af',
  '%c0%ae%c0%ae/',
  '.%2e/',
  '%2e./',
  './',
  '%2f',
  '/',
  '%5c',
  '..;/',
  '%u002e%u002e/',
];
const TARGET = [
  'etc/passwd',
  'etc%2fpasswd',
  'passwd',
  'outside.png',
  'uploads/other.jpg',
  'uploads%2fother.jpg',
  'secret.txt',
  '.hidden.png',
  'package.json',
  'demo-student.png',
  'other.jpg',
  'orphan.png',
  'windows%5cwin.ini',
  'proc/self/environ',
  'swagger-ui.css',
  'static/index.html',
  '',
];
const SUFFIX = [
  '',
  '%00',
  '%00.png',
  '.png',
  '%20',
  '.',
  '%2e',
  ';.png',
  '::$DATA',
  '%0a',
  '/',
  '%2f',
  '.png.txt',
  '.PNG',
  '~',
  '?x=1',
  '#x',
  '%3f.png',
  '%23.png',
];
const ABSOLUTE = [
  '%2fetc%2fpasswd',
  '%2Fetc%2Fpasswd',
  '/etc/passwd',
  '//etc/passwd',
  'C:%5cWindows%5cwin.ini',
  'C:/Windows/win.ini',
  'file:%2f%2f%2fetc%2fpasswd',
  '~%2f.ssh%2fid_rsa',
  '%5c%5cserver%5cshare',
  `${encodeURIComponent(base)}%2foutside.png`,
  `${encodeURIComponent(uploadsDir)}%2fother.jpg`,
];
const NEAR_VALID = [
  'demo-student.png',
  'other.jpg',
  'orphan.png',
  'missing.png',
  'secret.txt',
  '.hidden.png',
  'demo-student.PNG',
  'demo-student.png.',
  'demo-student.png%00',
  'DEMO-STUDENT.png',
  'demo-student.png/',
  'demo-student.png%2f',
  'demo-student.png%3f',
  'demo-student.png%23',
  '%64emo-student.png',
  'demo-student%2epng',
  'x.svg',
  'x.html',
  'a..png',
  'a.png..',
  'other.jpg%20',
];
const fileSegment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(fc.constantFrom(...TRAVERSAL), { maxLength: 6 }), fc.constantFrom(...TARGET), fc.constantFrom(...SUFFIX))
      .map(([up, target, suffix]) => up.join('') + target + suffix),
  },
  { weight: 2, arbitrary: fc.constantFrom(...ABSOLUTE) },
  { weight: 3, arbitrary: fc.constantFrom(...NEAR_VALID) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 90, max: 5000 }), fc.constantFrom('.png', '.jpg', '', '%00.png')).map(([n, ext]) => 'a'.repeat(n) + ext) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(segmentFrom) },
  { weight: 1, arbitrary: fc.string({ unit: printable, maxLength: 30 }).map(encodeForRequestLine) },
);

/** How the router sees a raw path tail: the segment up to `?`/`#`, whether more segments follow, its decoded text. */
function segmentOf(raw: string) {
  const cut = raw.split(/[?#]/)[0] as string;
  return { cut, multi: cut.includes('/'), decoded: tryDecode(cut) };
}

type PathCase = { who: { who: Who; forged?: string; tamper: boolean }; raw: string };

async function getRaw(prefix: string, { who, raw }: PathCase) {
  const response = await rawRequest(port, { path: `${prefix}${raw}`, headers: headersFor(cookieOf(who)) });
  const context = `${who.who} ${response.statusCode} GET ${prefix}${raw.slice(0, 200)} -> ${response.text.slice(0, 300)}`;
  expectSafeReply({ statusCode: response.statusCode, headers: response.headers, body: response.text }, [`${prefix}${raw}`, raw], context);
  for (const canary of CANARIES) expect(response.text, `a file from outside the folder was served: ${context}`).not.toContain(canary);
  return { response, context };
}

const LONG = 100; // Fastify's maxParamLength: a parameter longer than this once decoded is 414

describe(`hostile ids in by-id paths (${runsFor(0.5)} runs each)`, () => {
  const cases = [
    {
      name: 'GET /api/students/{id}',
      prefix: '/api/students/',
      suffix: '',
      owner: 'student' as Who,
      exists: (id: number) => studentIds.has(id),
      own: () => ids.student,
    },
    {
      name: 'GET /api/faculty/{id}',
      prefix: '/api/faculty/',
      suffix: '',
      owner: 'faculty' as Who,
      exists: (id: number) => facultyIds.has(id),
      own: () => ids.faculty,
    },
    {
      name: 'GET /api/faculty/{id}/calendar',
      prefix: '/api/faculty/',
      suffix: '/calendar',
      owner: 'faculty' as Who,
      exists: (id: number) => facultyIds.has(id),
      own: () => ids.faculty,
    },
  ];
  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: 200 only for an existing record the caller may see; otherwise 400/401/403/404/414',
    async (_name, route) => {
      const before = await digest();
      const known = [ids.student, ids.otherStudent, ids.faculty, ids.otherFaculty, 1, 999_999_999];
      await fc.assert(
        fc.asyncProperty(caller, idSegment(known), async (who, raw) => {
          const { response, context } = await getRaw(route.prefix, { who, raw: `${raw}${route.suffix}` });
          const { decoded } = segmentOf(raw);
          let expected: number[];
          if (decoded === null) expected = [400];
          else if (decoded.length > LONG) expected = [414];
          else if (who.who === 'anonymous') expected = [401];
          else if (who.who === 'admin') expected = /^[1-9][0-9]{0,8}$/.test(decoded) ? [route.exists(Number(decoded)) ? 200 : 404] : [400];
          else if (who.who === route.owner) expected = decoded === String(route.own()) ? [200] : [403];
          else expected = [403];
          expect(expected, context).toContain(response.statusCode);
          if (response.statusCode === 200 && !route.suffix) expect(JSON.parse(response.text).id, context).toBe(Number(decoded));
        }),
        { numRuns: runsFor(0.5) },
      );
      expect(await digest()).toBe(before);
    },
  );
});

const PHOTO_PATTERN = new RegExp(PHOTO_FILE_PATTERN);
const photoSegment = fc.oneof(
  { weight: 3, arbitrary: fileSegment },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      PHOTO_NAME,
      PHOTO_NAME.replace('480', '960'),
      PHOTO_NAME.replace('webp', 'avif'),
      PHOTO_NAME.toUpperCase(),
      `${PHOTO_NAME}%00`,
      `..%2f${PHOTO_NAME}`,
      `events%2f${PHOTO_NAME}`,
      'notes.txt',
      `..%2fother.jpg`,
      `${'0'.repeat(32)}-0.jpg`,
      `${'0'.repeat(32)}-99999.jpg`,
      `${'0'.repeat(31)}-480.jpg`,
      `${'0'.repeat(32)}-480.png`,
      `${'0'.repeat(32)}-480.svg`,
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[0-9a-fA-F]{30,34}$/), fc.integer({ min: -1, max: 20_000 }), fc.constantFrom('avif', 'webp', 'jpg', 'jpeg', 'png', 'gif', ''))
      .map(([key, width, ext]) => `${key}-${width}.${ext}`),
  },
);

describe(`hostile file names (${runsFor(0.5)} runs for uploads and event photos, ${runsFor(0.25)} for the docs)`, () => {
  it('GET /api/events/photos/{file}: 200 for anyone only for a photo file, byte for byte; nothing outside its folder', async () => {
    await fc.assert(
      fc.asyncProperty(caller, photoSegment, async (who, raw) => {
        const { response, context } = await getRaw('/api/events/photos/', { who, raw });
        const { multi, decoded } = segmentOf(raw);
        let expected: number[];
        if (multi) expected = [400, 404];
        else if (decoded === null) expected = [400];
        else if (decoded.length > LONG) expected = [414];
        else if (!PHOTO_PATTERN.test(decoded)) expected = [400];
        else expected = [decoded === PHOTO_NAME ? 200 : 404];
        expect(expected, context).toContain(response.statusCode);
        if (response.statusCode === 200) {
          expect(response.body.toString(), context).toBe('EVENT-PHOTO-BYTES');
          expect(response.headers['content-type'], context).toBe('image/webp');
          expect(response.headers['cache-control'], context).toBe('public, max-age=31536000, immutable');
        }
      }),
      { numRuns: runsFor(0.5) },
    );
  });

  it('GET /api/uploads/{file}: 200 only for a real image to an admin or the student it belongs to, byte for byte; nothing outside the folder', async () => {
    await fc.assert(
      fc.asyncProperty(caller, fileSegment, async (who, raw) => {
        const { response, context } = await getRaw('/api/uploads/', { who, raw });
        const { multi, decoded } = segmentOf(raw);
        const image = decoded === null ? undefined : IMAGES.get(decoded);
        const mayRead = image !== undefined && (who.who === 'admin' || (who.who === 'student' && pictureOwner.get(decoded as string) === ids.student));
        let expected: number[];
        if (multi)
          expected = [400, 404]; // more than one segment: no such route (or a bad URL)
        else if (decoded === null) expected = [400];
        else if (decoded.length > LONG) expected = [414];
        else if (who.who === 'anonymous') expected = [401];
        else if (mayRead) expected = [200];
        // a student or faculty member never learns whether a file exists
        else if (who.who === 'admin') expected = [400, 404];
        else expected = [400, 403];
        expect(expected, context).toContain(response.statusCode);
        if (response.statusCode === 200) {
          expect(response.body.equals(image as Buffer), context).toBe(true);
          expect(response.headers['content-type'], context).toMatch(/^image\//);
        }
      }),
      { numRuns: runsFor(0.5) },
    );
  });

  it('GET /api/docs/static/{file}: only files inside the docs folder, never one outside it', async () => {
    await fc.assert(
      fc.asyncProperty(caller, fileSegment, async (who, raw) => {
        const { response, context } = await getRaw('/api/docs/static/', { who, raw });
        expect([200, 302, 400, 403, 404, 414], context).toContain(response.statusCode);
        if (response.statusCode !== 200) return;
        const decoded = tryDecode(segmentOf(raw).cut);
        expect(decoded, context).not.toBeNull();
        const served = path.resolve(DOCS_STATIC, decoded as string);
        expect(served === DOCS_STATIC || served.startsWith(`${DOCS_STATIC}${path.sep}`), `served from outside the docs folder: ${context}`).toBe(true);
        if (decoded !== 'swagger-initializer.js' && existsSync(served) && statSync(served).isFile())
          expect(response.body.equals(readFileSync(served)), context).toBe(true);
      }),
      { numRuns: runsFor(0.25) },
    );
  });
});
