import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { SHELL } from '@college/topology';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { freePort } from '../src/db/free-port.ts';
import { addAnnouncements, BENCH_ANNOUNCEMENTS } from './announcements.ts';
import { prepareDatabase } from '../src/db/prepare-database.ts';

// Bounded: every run has a fixed duration; everything is on loopback.
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const SATURATION_DURATION = Number(process.env.BENCH_SATURATION_DURATION ?? 10);
const EXTRA_STUDENTS = 10_000;

async function database(): Promise<{ url: string; embedded?: EmbeddedPostgres; dir?: string }> {
  let serverUrl = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  if (!serverUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-bench-'));
    fs.chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres({
      port: process.env.BENCH_PGPORT ? Number(process.env.BENCH_PGPORT) : await freePort(),
      dataDir: path.join(dir, 'pg'),
      database: 'postgres',
      ephemeral: true,
      log: () => {},
    });
    serverUrl = new URL(embedded.databaseUrl);
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  serverUrl.pathname = `/${name}`;
  return { url: serverUrl.toString(), embedded, dir };
}

const CLASS_SIZE = 120;

/** 10,000 more students: the fourth year made up to a class of 120 (the attendance roll), the rest over the first three. */
async function addStudents(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from student where year = 'FOURTH'`);
  const fourth = CLASS_SIZE - (rows[0]?.count ?? 0);
  await client.query(`
    with s as (
      insert into student (first_name, last_name, enrollment_number, father_first_name, father_last_name, mother_first_name, mother_last_name, year)
      select 'Bench', 'Student ' || lpad(i::text, 5, '0'), 'BENCH-' || i, 'Father', 'Bench', 'Mother', 'Bench',
        case when i <= ${fourth} then 'FOURTH' else (array['FIRST','SECOND','THIRD'])[1 + i % 3] end
      from generate_series(1, ${EXTRA_STUDENTS}) as i returning id, enrollment_number),
    p as (insert into personal_info (dob, gender, nationality, religion, student_id) select '2005-01-01', 'Other', 'Indian', 'Not specified', id from s)
    insert into contact_info (email, student_id) select lower(enrollment_number) || '@bench.example', id from s`);
  await client.query('analyze');
  await client.end();
}

/**
 * A class of 120 for the marks grid: a FOURTH year subject's assessment of last academic year, whose
 * class (those FOURTH year then are past FOURTH now) is exactly the students given a marks row.
 */
async function addMarksClass(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(`
    with sub as (insert into subject (code, name, year) values ('BENCH401', 'Bench subject', 'FOURTH') returning id)
    insert into assessment (subject_id, academic_year, name, max_marks, date, weight, status, published_at, version)
    select id, '2025-26', 'Bench internal', 50, '2025-09-22', 30, 'draft', null, 1 from sub returning id`);
  const id = rows[0]?.id as number;
  await client.query(
    `insert into mark (assessment_id, student_id, marks, absent)
    select $1, id, null, false from student where enrollment_number like 'BENCH-%' order by id limit ${CLASS_SIZE}`,
    [id],
  );
  await client.query('analyze');
  await client.end();
  return id;
}

/**
 * A year of attendance for the shortage list: every student's tally in every subject of their year, 120 classes
 * held each (the sessions of a year, summed as the list reads them), about one in four below 75%.
 */
async function addAttendanceYear(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    insert into attendance_tally (student_id, subject_id, academic_year, held, attended)
    select s.id, sub.id, (select academic_year from timetable limit 1), 120, 80 + (s.id * 7 + sub.id * 13) % 41
    from student s join subject sub on sub.year = s.year
    on conflict (student_id, subject_id, academic_year) do update set held = excluded.held, attended = excluded.attended`);
  await client.query('analyze');
  await client.end();
}

/** A fourth-year period (a class of 120) and a day it met, four weeks ago: before the demo's taken weeks. */
async function attendanceClass(url: string): Promise<{ periodId: number; date: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ periodId: number; date: string }>(`
    select p.id as "periodId", to_char(d.day - ((extract(isodow from d.day)::int - p.weekday + 7) % 7) - 28, 'YYYY-MM-DD') as date
    from timetable_period p join timetable t on t.id = p.timetable_id,
      (select (now() at time zone 'Asia/Kolkata')::date as day) d
    where t.year_of_study = 'FOURTH' order by p.id limit 1`);
  await client.end();
  const found = rows[0];
  if (!found) throw new Error('the demo timetable has no fourth-year period');
  return found;
}

/** Saves of the class's roll one after another, each marking the other half absent, so every save changes all 120 marks. */
async function saveAttendance(base: string, cookie: string, { periodId, date }: { periodId: number; date: string }): Promise<Result> {
  const url = `${base}/api/periods/${periodId}/attendance`;
  const roll = (await (await fetch(`${url}?date=${date}`, { headers: { cookie } })).json()) as { students: { id: number }[] };
  const ids = roll.students.map((student) => student.id);
  if (ids.length !== CLASS_SIZE) throw new Error(`the bench roll has ${ids.length} students, not ${CLASS_SIZE}`);
  let round = 0;
  const body = () => {
    round++;
    return JSON.stringify({ date, reason: 'Bench correction', absentStudentIds: ids.filter((_, index) => (index + round) % 2 === 0) });
  };
  return autocannon({
    url,
    connections: 1,
    duration: DURATION,
    requests: [
      {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', origin: `http://localhost:${SHELL.defaultPort}` },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
}

async function cookieFor(base: string, type: string, body: object): Promise<string> {
  const response = await fetch(`${base}/api/auth/${type}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/**
 * Saves of the whole grid one after another, each from the version the previous save answered and
 * each changing every mark (alternating values), so every save writes all 120 rows.
 */
async function saveMarksGrid(base: string, cookie: string, assessmentId: number): Promise<Result> {
  const url = `${base}/api/assessments/${assessmentId}/marks`;
  const sheet = (await (await fetch(url, { headers: { cookie } })).json()) as { version: number; entries: { student: { id: number } }[] };
  const studentIds = sheet.entries.map((entry) => entry.student.id);
  if (studentIds.length !== CLASS_SIZE) throw new Error(`the bench class has ${studentIds.length} students, not ${CLASS_SIZE}`);
  let version = sheet.version;
  let round = 0;
  const body = () => {
    round++;
    return JSON.stringify({
      version,
      entries: studentIds.map((studentId, index) => ({ studentId, marks: (index + round) % 2 === 0 ? 40 : 35.5, absent: false })),
    });
  };
  return autocannon({
    url,
    connections: 1,
    duration: DURATION,
    requests: [
      {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', origin: `http://localhost:${SHELL.defaultPort}` },
        setupRequest: (request) => ({ ...request, body: body() }),
        onResponse: (status, responseBody) => {
          if (status === 200) version = (JSON.parse(responseBody) as { version: number }).version;
        },
      },
    ],
  });
}

/**
 * The loaded data as a running database has it: vacuumed (a bulk load otherwise sets autovacuum off in the
 * middle of the measured rows, and index-only scans need the visibility map) and, on our own server, checkpointed.
 */
async function settle(url: string, ownServer: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze');
  if (ownServer) await client.query('checkpoint');
  await client.end();
}

type Row = { name: string; mode: string; rps: number; p50: number; p99: number; errors: number; p99Target?: number };
const row = (name: string, mode: string, result: Result, p99Target?: number): Row => ({
  name,
  mode,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  p99Target,
});

/** The budgets of the API and admin issues; a miss makes the run fail. */
function missedTargets(rows: Row[], ratios: Record<string, number>): string[] {
  const missed: string[] = [];
  for (const r of rows) {
    if (r.errors > 0) missed.push(`${r.name} (${r.mode}): ${r.errors} errors`);
    if (r.p99Target !== undefined && r.p99 > r.p99Target) missed.push(`${r.name} (${r.mode}): p99 ${r.p99} ms > ${r.p99Target} ms`);
  }
  for (const [name, value] of Object.entries(ratios)) if (value < 0.25) missed.push(`${name}: saturation ratio ${value.toFixed(2)} < 0.25`);
  return missed;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  const startLoad = loadAverage();
  const db = await database();
  let child: ReturnType<typeof fork> | undefined;
  try {
    await prepareDatabase(db.url, { demo: true, log: { info: () => {} } as never });
    await addStudents(db.url);
    const marksAssessment = await addMarksClass(db.url);
    await addAttendanceYear(db.url);
    const rollClass = await attendanceClass(db.url);
    await addAnnouncements(db.url);
    await settle(db.url, Boolean(db.embedded));
    child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
      env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'development', SESSION_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'false' },
    });
    const server = child;
    const ports = await new Promise<{ api: number; plain: number }>((resolve, reject) => {
      server.once('message', (message) => resolve(message as { api: number; plain: number }));
      server.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
    });
    const base = `http://127.0.0.1:${ports.api}`;
    const student = await cookieFor(base, 'student', { email: 'student@demo.college', password: 'Student@12345' });
    const admin = await cookieFor(base, 'admin', { username: 'admin', password: 'Admin@12345' });
    const { user } = (await (await fetch(`${base}/api/auth/status`, { headers: { cookie: student } })).json()) as { user: { id: number } };
    const studentUrl = `${base}/api/students/${user.id}?include=personalInfo,contactInfo`;
    const subjectsUrl = `${base}/api/subjects`;
    const listUrl = `${base}/api/students?include=personalInfo,contactInfo&page=1&pageSize=20&sort=name`;
    const resultsUrl = `${base}/api/students/${user.id}/results`;
    const timetableUrl = `${base}/api/timetable`;
    const attendanceUrl = `${base}/api/students/${user.id}/attendance`;
    // what the admin's screen asks first (one year of study, page 1), and page 1 of "All years"
    const shortagesUrl = `${base}/api/attendance/shortages?year=FIRST&page=1&pageSize=50`;
    const allShortagesUrl = `${base}/api/attendance/shortages?page=1&pageSize=50`;
    const fixed = (url: string, cookie: string, rate: number) =>
      autocannon({ url, connections: 10, duration: DURATION, overallRate: rate, headers: { cookie } });
    const saturate = (url: string, cookie = '') => autocannon({ url, connections: 32, duration: SATURATION_DURATION, headers: cookie ? { cookie } : {} });

    // Warm-up (JIT, pool connections, caches), not measured: each read at the rate it is measured at, the slow
    // admin reads first, so no request of the warm-up is still being answered when the first row starts.
    const warmUps: [string, string, number][] = [
      [allShortagesUrl, admin, 20],
      [shortagesUrl, admin, 20],
      [listUrl, admin, 100],
    ];
    for (const url of [attendanceUrl, timetableUrl, resultsUrl, subjectsUrl, studentUrl]) warmUps.push([url, student, 500]);
    for (const [url, cookie, rate] of warmUps) await autocannon({ url, connections: 10, duration: 3, overallRate: rate, headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const rows: Row[] = [];
    rows.push(row('GET /api/students/{id}?include=personalInfo,contactInfo', '500 req/s', await fixed(studentUrl, student, 500), 25));
    rows.push(row('GET /api/subjects', '500 req/s', await fixed(subjectsUrl, student, 500), 25));
    rows.push(row('GET /api/students/{id}/results', '500 req/s', await fixed(resultsUrl, student, 500), 25));
    rows.push(row('GET /api/timetable (own year)', '500 req/s', await fixed(timetableUrl, student, 500), 25));
    rows.push(row('GET /api/students/{id}/attendance', '500 req/s', await fixed(attendanceUrl, student, 500), 25));
    rows.push(row(`PUT /api/periods/{id}/attendance (${CLASS_SIZE} students)`, 'one at a time', await saveAttendance(base, admin, rollClass), 50));
    rows.push(row(`GET /api/attendance/shortages first year, page 1 (${EXTRA_STUDENTS + 24} students)`, '20 req/s', await fixed(shortagesUrl, admin, 20), 200));
    rows.push(row('GET /api/attendance/shortages all years, page 1', '20 req/s', await fixed(allShortagesUrl, admin, 20), 200));
    const announcementsUrl = `${base}/api/announcements`;
    await autocannon({ url: announcementsUrl, connections: 10, duration: 3, headers: { cookie: student } });
    rows.push(row(`GET /api/announcements (${BENCH_ANNOUNCEMENTS} sent)`, '500 req/s', await fixed(announcementsUrl, student, 500), 25));
    rows.push(row(`PUT /api/assessments/{id}/marks (${CLASS_SIZE} students)`, 'one at a time', await saveMarksGrid(base, admin, marksAssessment), 100));
    const plain = await saturate(`http://127.0.0.1:${ports.plain}/static`);
    rows.push(row('plain Fastify static JSON', 'saturation', plain));
    const studentMax = await saturate(studentUrl, student);
    rows.push(row('GET /api/students/{id}?include=personalInfo,contactInfo', 'saturation', studentMax));
    const subjectsMax = await saturate(subjectsUrl, student);
    rows.push(row('GET /api/subjects', 'saturation', subjectsMax));
    rows.push(row(`GET /api/students page 1 by name (${EXTRA_STUDENTS + 24} rows)`, '100 req/s', await fixed(listUrl, admin, 100), 50));

    console.table(
      rows.map((r) => ({ call: r.name, mode: r.mode, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'p99 target': r.p99Target ?? '', errors: r.errors })),
    );
    const ratio = (result: Result) => result.requests.average / plain.requests.average;
    const ratios = { 'student by id': ratio(studentMax), subjects: ratio(subjectsMax) };
    console.log(
      `saturation ratio vs plain Fastify: student by id ${ratios['student by id'].toFixed(2)}, subjects ${ratios.subjects.toFixed(2)} (target >= 0.25)`,
    );
    // the figures follow the machine's load (the bench shares its cores with whatever else runs)
    console.log(`load average (1, 5, 15 min) at the start: ${startLoad}; at the end: ${loadAverage()}`);
    const missed = missedTargets(rows, ratios);
    console.log(missed.length === 0 ? 'targets: all met' : `targets missed:\n- ${missed.join('\n- ')}`);
    if (missed.length > 0) process.exitCode = 1;
  } catch (error) {
    // before the database stops: a client a failed step left open would crash the process and hide the cause
    console.error(error);
    throw error;
  } finally {
    if (child && child.exitCode === null) {
      const server = child;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await db.embedded?.stop();
    if (db.dir) fs.rmSync(db.dir, { recursive: true, force: true });
  }
}

await main().catch(async (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
