import { randomBytes } from 'node:crypto';
import https from 'node:https';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { fileStorageFromEnv } from '../src/storage/from-env.ts';

/**
 * `npm run load`: 60 s at 204 connections through nginx (deploy/'s topology, started by .ci/tasks/load.mjs),
 * mixing public page loads, sign-ins, student and faculty reads, admin writes and visitors' applications
 * with three PDFs each (into the object store). Bounded (fixed duration, loopback only). Fails on any error
 * (5xx, reset, timeout, unexpected status), when the rows the admin wrote are not in the database exactly
 * once each, and when an acknowledged application lacks a row or a stored file.
 */
const base = process.env.PROD_BASE_URL ?? 'https://localhost:8443';
const admin = { username: process.env.PROD_ADMIN_USERNAME ?? 'admin', password: process.env.PROD_ADMIN_PASSWORD ?? '' };
const databaseUrl = process.env.DATABASE_URL as string;
const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const origin = new URL(base).origin;
// the topology's certificate is self-signed for localhost
const tlsOptions = { rejectUnauthorized: false };
const WRITE_CONNECTIONS = 30;
const UPLOAD_CONNECTIONS = 4;

type Answer = { status: number; body: string; cookie?: string };
function call(method: string, path: string, body?: object, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = https.request(
      new URL(path, base),
      {
        method,
        ...tlsOptions,
        headers: { origin, ...(payload && { 'content-type': 'application/json' }), ...(cookie && { cookie }) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, cookie: response.headers['set-cookie']?.[0]?.split(';')[0] }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function expectStatus(answer: Promise<Answer>, status: number, what: string): Promise<Answer> {
  const got = await answer;
  if (got.status !== status) throw new Error(`${what}: expected ${status}, got ${got.status} ${got.body.slice(0, 200)}`);
  return got;
}

/** A new account, signed in, its one-time password changed: the cookie of a normal session. */
async function freshAccount(kind: 'students' | 'faculty', adminCookie: string, tag: string) {
  const email = `load-${kind}-${tag}@example.test`;
  const person =
    kind === 'students'
      ? {
          firstName: 'Load',
          lastName: 'Student',
          fatherFirstName: 'F',
          fatherLastName: 'L',
          motherFirstName: 'M',
          motherLastName: 'L',
          personalInfo: { gender: 'Other', nationality: 'Indian', religion: 'None' },
          contactInfo: { email },
        }
      : { firstName: 'Load', lastName: 'Faculty', specialization: 'Neuro', contactInfo: { email } };
  const created = JSON.parse((await expectStatus(call('POST', `/api/${kind}`, person, adminCookie), 201, `create ${kind}`)).body) as { id: number };
  const role = kind === 'students' ? 'student' : 'faculty';
  // a new account is mailed a first-sign-in link; the load run takes the admin's fallback one-time password
  const reset = await expectStatus(call('POST', `/api/users/${role}/${created.id}/reset-password`, undefined, adminCookie), 200, `${role} one-time password`);
  const { temporaryPassword } = JSON.parse(reset.body) as { temporaryPassword: string };
  const first = await expectStatus(call('POST', `/api/auth/${role}/login`, { email, password: temporaryPassword }), 200, `${role} first sign-in`);
  const password = `load-${randomBytes(6).toString('hex')}`;
  await expectStatus(call('PUT', '/api/auth/password', { currentPassword: temporaryPassword, newPassword: password }, first.cookie), 200, 'password change');
  const signedIn = await expectStatus(call('POST', `/api/auth/${role}/login`, { email, password }), 200, `${role} sign-in`);
  return { id: created.id, email, password, cookie: signedIn.cookie as string };
}

type Kind = { name: string; result: Result };
/**
 * `LOAD_FAULT=db`: .ci/tasks/load.mjs stops PostgreSQL for 10 s mid-run; the API may then answer 503, nothing
 * else. `LOAD_FAULT=api`: it kills one API process; nginx answers 503 to the requests that process held.
 */
const FAULT = process.env.LOAD_FAULT;
const unavailable = (result: Result) => result.statusCodeStats?.['503']?.count ?? 0;
const errorsOf = (result: Result) => result.errors + result.timeouts + result.non2xx - (FAULT ? unavailable(result) : 0);
/** With one process killed, only the requests it held can fail: at most one per connection. */
const IN_FLIGHT_AT_KILL = FAULT === 'api' ? 4 + WRITE_CONNECTIONS + UPLOAD_CONNECTIONS : 0;

/** A scholarship application with three small PDFs, as the public form sends it. */
function application(): { body: string; contentType: string } {
  const boundary = `----load${randomBytes(8).toString('hex')}`;
  const fields = {
    fullName: 'Load Applicant',
    email: 'load.applicant@example.test',
    phone: '9876543210',
    academicPercentage: '90',
    enrollmentNumber: 'ENR-LOAD-1',
    personalStatement: 'An application sent by the load test, with three PDFs.',
    communityInvolvement: 'None: this is a machine.',
    website: '',
  };
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  for (const name of ['incomeCertificate', 'recommendationLetter', 'academicTranscript']) {
    const pdf = `%PDF-1.4\n% ${name} ${randomBytes(512).toString('base64')}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n`);
  }
  return { body: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every acknowledged application has its row, its three file rows and their objects in the store. */
async function checkApplications(client: pg.Client, references: string[]): Promise<string[]> {
  const { rows } = await client.query<{ reference: string; stored_name: string }>(
    'select s.reference, f.stored_name from submission s join submission_file f on f.submission_id = s.id where s.reference = any($1)',
    [references],
  );
  const filesOf = new Map<string, string[]>();
  for (const row of rows) filesOf.set(row.reference, [...(filesOf.get(row.reference) ?? []), row.stored_name]);
  const incomplete = references.filter((reference) => filesOf.get(reference)?.length !== 3);
  const storage = fileStorageFromEnv();
  const missing: string[] = [];
  try {
    const names = rows.map((row) => row.stored_name);
    for (let start = 0; start < names.length; start += 16) {
      const batch = names.slice(start, start + 16);
      const found = await Promise.all(batch.map((name) => storage.areas.submissions.exists(name)));
      missing.push(...batch.filter((_, i) => !found[i]));
    }
  } finally {
    storage.close();
  }
  console.log(
    `applications: ${references.length} acknowledged (201); without their row and three files: ${incomplete.length}; files missing from ${storage.location}: ${missing.length} of ${rows.length}`,
  );
  return [
    ...(incomplete.length ? [`${incomplete.length} acknowledged applications are not stored with three files`] : []),
    ...(missing.length ? [`${missing.length} stored files are missing from the file storage`] : []),
    ...(references.length === 0 ? ['no application succeeded'] : []),
  ];
}

async function main(): Promise<void> {
  const tag = randomBytes(3).toString('hex');
  const adminCookie = (await expectStatus(call('POST', '/api/auth/admin/login', admin), 200, 'admin sign-in')).cookie as string;
  const student = await freshAccount('students', adminCookie, tag);
  const faculty = await freshAccount('faculty', adminCookie, tag);

  // every admin write gets its own subject code; the 201s are remembered and checked against the table
  const prefix = `LD${tag}`.toUpperCase();
  let counter = 0;
  const acknowledged: string[] = [];
  const references: string[] = [];
  const upload = application();
  const common = { duration: DURATION, tlsOptions, timeout: 10 };
  const runs: Promise<Kind>[] = [
    autocannon({
      ...common,
      url: base,
      connections: 60,
      requests: ['/', '/courses', '/gallery', '/contact', '/remotes.json'].map((path) => ({ method: 'GET', path })),
    }).then((result) => ({ name: 'public pages (/, /courses, /gallery, /contact, /remotes.json)', result })),
    autocannon({
      ...common,
      url: `${base}/api/auth/student/login`,
      connections: 4,
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email, password: student.password }),
    }).then((result) => ({ name: 'student sign-ins (argon2id)', result })),
    autocannon({
      ...common,
      url: `${base}/api/students/${student.id}?include=personalInfo,contactInfo`,
      connections: 56,
      headers: { cookie: student.cookie },
    }).then((result) => ({ name: 'student reads (own record)', result })),
    autocannon({
      ...common,
      url: `${base}/api/faculty/${faculty.id}?include=personalInfo,contactInfo`,
      connections: 50,
      headers: { cookie: faculty.cookie },
    }).then((result) => ({ name: 'faculty reads (own record)', result })),
    autocannon({
      ...common,
      url: `${base}/api/subjects`,
      connections: WRITE_CONNECTIONS,
      requests: [
        {
          method: 'POST',
          headers: { origin, cookie: adminCookie, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ code: `${prefix}${(counter++).toString(36)}`, name: 'Load test subject', year: 'FIRST' }),
          }),
          onResponse: (status, body) => {
            if (status === 201) acknowledged.push((JSON.parse(body) as { code: string }).code);
          },
        },
      ],
    }).then((result) => ({ name: 'admin writes (POST /api/subjects)', result })),
    autocannon({
      ...common,
      url: `${base}/api/submissions/scholarship`,
      connections: UPLOAD_CONNECTIONS,
      requests: [
        {
          method: 'POST',
          headers: { origin, 'content-type': upload.contentType },
          body: upload.body,
          onResponse: (status, body) => {
            if (status === 201) references.push((JSON.parse(body) as { reference: string }).reference);
          },
        },
      ],
    }).then((result) => ({ name: 'applications with 3 PDFs (object store)', result })),
  ];
  const started = Date.now();
  const kinds = await Promise.all(runs);
  console.log(
    `\n${kinds.reduce((n, k) => n + k.result.connections, 0)} connections for ${Math.round((Date.now() - started) / 1000)} s through nginx (${base})`,
  );
  console.table(
    kinds.map(({ name, result }) => ({
      kind: name,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      '5xx': result['5xx'],
      ...(FAULT && { [FAULT === 'api' ? '503 (held by the killed process)' : '503 (database down)']: unavailable(result) }),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses: Object.keys(result.statusCodeStats ?? {}).join(' '),
    })),
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ code: string; copies: number }>('select code, count(*)::int as copies from subject where code like $1 group by code', [
    `${prefix}%`,
  ]);
  const applicationProblems = await checkApplications(client, references);
  await client.end();
  const stored = new Map(rows.map((row) => [row.code, row.copies]));
  const missing = acknowledged.filter((code) => stored.get(code) !== 1);
  const sent = new Set(Array.from({ length: counter }, (_, i) => `${prefix}${i.toString(36)}`));
  const acknowledgedSet = new Set(acknowledged);
  const duplicated = rows.filter((row) => row.copies !== 1);
  const phantom = rows.filter((row) => !sent.has(row.code));
  // autocannon stops at the deadline without reading the answers still on the wire: those rows exist
  // without an acknowledgement seen here, at most one per connection
  const inFlight = rows.filter((row) => !acknowledgedSet.has(row.code)).length;
  console.log(
    `admin writes: ${counter} sent, ${acknowledged.length} acknowledged (201), ${rows.length} rows stored; acknowledged but not stored exactly once: ${missing.length}; stored twice: ${duplicated.length}; stored but never sent: ${phantom.length}; stored, answer still in flight at the stop: ${inFlight}`,
  );

  const problems = [
    ...kinds
      .filter((k) => errorsOf(k.result) > 0)
      .map(
        (k) =>
          `${k.name}: ${errorsOf(k.result)} errors (5xx ${k.result['5xx']}, non-2xx ${k.result.non2xx}, resets/errors ${k.result.errors}, timeouts ${k.result.timeouts})`,
      ),
    ...(missing.length ? [`${missing.length} acknowledged writes are not stored exactly once`] : []),
    ...(duplicated.length ? [`${duplicated.length} codes stored more than once`] : []),
    ...(phantom.length ? [`${phantom.length} rows that were never sent`] : []),
    ...(inFlight > WRITE_CONNECTIONS * (FAULT === 'api' ? 2 : 1) ? [`${inFlight} rows without an answer, more than the requests that can be in flight`] : []),
    ...(FAULT === 'api' && kinds.reduce((n, k) => n + unavailable(k.result), 0) > IN_FLIGHT_AT_KILL
      ? [`more 503s than the ${IN_FLIGHT_AT_KILL} requests the killed process can have held`]
      : []),
    ...applicationProblems,
    ...(acknowledged.length === 0 ? ['no admin write succeeded'] : []),
  ];
  console.log(problems.length ? `load: FAILED\n- ${problems.join('\n- ')}` : 'load: 0 errors, every acknowledged write stored exactly once');
  if (problems.length) process.exitCode = 1;
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
