import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, ORIGIN, oneTimePassword, type TestContext } from './helpers/app.ts';
import { validStudent } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';
import { studentDto } from '../src/modules/students/student.dto.ts';
import { Student } from '../src/modules/students/student.entity.ts';

let ctx: TestContext;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin');
  ids = await demoIds(ctx.databaseUrl);
});
afterAll(() => ctx.app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: admin, origin: ORIGIN }, ...(payload && { payload }) });

describe('GET /api/students', () => {
  it('lists every student with the includes the admin dashboard asks for', async () => {
    const response = await call('GET', '/api/students?include=personalInfo,contactInfo,fees,results.subject,gradeInfo.subject');
    expect(response.statusCode).toBe(200);
    const students = response.json();
    expect(students.length).toBeGreaterThanOrEqual(24);
    const years = new Set(students.map((s: { year: string }) => s.year));
    expect([...years].sort()).toEqual(['FIRST', 'FOURTH', 'SECOND', 'THIRD']);
    const demo = students.find((s: { id: number }) => s.id === ids.student);
    expect(demo.contactInfo.email).toBe('student@demo.college');
    expect(demo.personalInfo).toMatchObject({ gender: expect.any(String), dob: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(demo.fees[0]).toEqual({
      id: expect.any(Number),
      academicYear: 'FIRST',
      amount: 50000,
      paid: expect.any(Number),
      due: expect.any(Number),
      dueDate: expect.any(String),
      status: expect.stringMatching(/PAID|PARTIAL|PENDING/),
    });
    expect(demo.results[0].subject).toMatchObject({ code: expect.any(String), name: expect.any(String) });
    expect(demo.gradeInfo[0]).toMatchObject({ grade: expect.any(String), subject: { code: expect.any(String) } });
  });

  it('leaves out what was not included', async () => {
    const [first] = (await call('GET', '/api/students')).json();
    expect(first).not.toHaveProperty('personalInfo');
    expect(first).not.toHaveProperty('fees');
  });

  it('pages, sorts and searches when asked', async () => {
    const page = (await call('GET', '/api/students?page=2&pageSize=5&sort=name')).json();
    expect(page).toMatchObject({ page: 2, pageSize: 5, total: expect.any(Number) });
    expect(page.items).toHaveLength(5);
    const desc = (await call('GET', '/api/students?page=1&pageSize=100&sort=-lastName')).json().items.map((s: { lastName: string }) => s.lastName);
    expect(desc).toEqual([...desc].sort().reverse());
    const found = (await call('GET', '/api/students?q=DEMO-BPT-03&page=1')).json();
    expect(found.total).toBe(1);
    const byEmail = (await call('GET', '/api/students?q=student@demo&include=contactInfo')).json();
    expect(byEmail.map((s: { contactInfo: { email: string } }) => s.contactInfo.email)).toEqual(['student@demo.college']);
    const wildcard = (await call('GET', '/api/students?q=%25')).json();
    expect(wildcard).toEqual([]);
  });

  it.each([
    ['/api/students?include=password', 'include'],
    ['/api/students?include=constructor', 'include'],
    ['/api/students?sort=passwordHash', 'sort'],
    ['/api/students?page=0', 'page'],
    ['/api/students?pageSize=1000', 'pageSize'],
    ['/api/students?year=FIFTH', 'year'],
  ])('%s is 400', async (url, field) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('the SQL reads and the ORM write replies', () => {
  const ALL = 'personalInfo,contactInfo,fees,results.subject,gradeInfo.subject';
  const ormParts = new Set(['personalInfo', 'contactInfo', 'fees'] as const);

  it('give the same student record, field for field, for every student', async () => {
    const em = ctx.app.orm.em.fork();
    const entities = await em.find(Student, {}, { populate: ['personalInfo', 'contactInfo', 'charges.concessions', 'payments'], orderBy: { id: 'asc' } });
    const fromOrm = entities.map((student) => JSON.parse(JSON.stringify(studentDto(student, ormParts))));
    const listed = (await call('GET', `/api/students?include=${ALL}&sort=id`)).json();
    expect(listed.map(({ results: _r, gradeInfo: _g, ...rest }: Record<string, unknown>) => rest)).toEqual(fromOrm);
    const one = (await call('GET', `/api/students/${ids.student}?include=${ALL}`)).json();
    expect(one).toEqual(listed.find((student: { id: number }) => student.id === ids.student));
    expect(one.fees.length).toBeGreaterThan(0);
    expect(one.results.length).toBeGreaterThan(0);
  });

  it('results and grades are the published results, one per subject and academic year, in the old shape', async () => {
    const one = (await call('GET', `/api/students/${ids.student}?include=results.subject,gradeInfo.subject`)).json();
    const derived = (await call('GET', `/api/students/${ids.student}/results`)).json();
    const subjects = derived.years.flatMap((year: { subjects: unknown[] }) => year.subjects);
    expect(one.results).toHaveLength(subjects.length);
    subjects.forEach((result: { subject: { code: string }; percentage: number; grade: string; gradePoint: number; passed: boolean }, index: number) => {
      expect(one.results[index]).toMatchObject({ marks: result.percentage, maxMarks: 100, status: result.passed ? 'PASS' : 'FAIL', subject: result.subject });
      expect(one.gradeInfo[index]).toMatchObject({ grade: result.grade, gradePoint: result.gradePoint, subject: result.subject });
    });
  });

  it('sort by every documented key, ties broken by id', async () => {
    const all = (await call('GET', '/api/students?include=contactInfo&sort=id')).json() as {
      id: number;
      firstName: string;
      lastName: string;
      year: string;
      enrollmentNumber: string;
      contactInfo: { email: string };
    }[];
    const ids = (list: { id: number }[]) => list.map((student) => student.id);
    const byKeys = (...keys: ((s: (typeof all)[number]) => string)[]) =>
      [...all].sort((a, b) => {
        for (const key of keys) {
          const c = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
          if (c) return c;
        }
        return a.id - b.id;
      });
    const sorted = async (sort: string) => ids((await call('GET', `/api/students?include=contactInfo&sort=${sort}`)).json());
    // PostgreSQL's collation decides letter order; compare against it on names that differ in plain ASCII only
    expect(await sorted('year')).toEqual(
      ids(
        byKeys(
          (s) => s.year,
          (s) => s.firstName,
          (s) => s.lastName,
        ),
      ),
    );
    expect(await sorted('-id')).toEqual(ids(all).reverse());
    expect(new Set(await sorted('email'))).toEqual(new Set(ids(all)));
  });
});

describe('GET /api/students/{id}', () => {
  it('returns the record with personal and contact info', async () => {
    const student = (await call('GET', `/api/students/${ids.student}?include=personalInfo,contactInfo`)).json();
    expect(student).toMatchObject({
      id: ids.student,
      firstName: 'Student',
      enrollmentNumber: expect.any(String),
      ProfilePic: 'demo-student.png',
      fatherFirstName: expect.any(String),
      year: 'SECOND',
    });
    expect(student.contactInfo).toMatchObject({ email: 'student@demo.college' });
  });

  it('404 for a missing student, 400 for a malformed id', async () => {
    expect((await call('GET', '/api/students/999999')).json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Student not found' });
    expect((await call('GET', '/api/students/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/students', () => {
  it('creates the student with personal and contact info, and mails the first-sign-in link instead of showing a password', async () => {
    const body = validStudent();
    const response = await call('POST', '/api/students', body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      firstName: 'Test',
      year: 'THIRD',
      personalInfo: { dob: '2004-05-06', gender: 'Female' },
      contactInfo: { email: body.contactInfo.email },
    });
    expect(created.signInLinkSentTo).toBe(body.contactInfo.email);
    expect(created).not.toHaveProperty('initialPassword');
    const mails = await sql(ctx.databaseUrl, 'select text from mail_outbox where "to" = $1', [body.contactInfo.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/\/student-login#welcome=[A-Za-z0-9_-]{40,}/);
    const fetched = (await call('GET', `/api/students/${created.id}?include=personalInfo,contactInfo`)).json();
    expect(fetched).not.toHaveProperty('signInLinkSentTo');
    const audit = (await call('GET', '/api/audit-log?entity=student')).json();
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'student', entityId: created.id, actorType: 'admin', at: expect.any(String) });
  });

  it('applies the SPEC §5 defaults: placeholder e-mail, today as dob, FIRST year', async () => {
    const body = validStudent();
    const { year: _year, ...withoutYear } = body;
    const response = await call('POST', '/api/students', { ...withoutYear, personalInfo: { ...body.personalInfo, dob: '' }, contactInfo: { email: '' } });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.contactInfo.email).toMatch(/^student\d+@college\.example\.edu$/);
    expect(created.personalInfo.dob).toBe(new Date().toISOString().slice(0, 10));
    expect(created.year).toBe('FIRST');
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ firstName: '   ' }, 'firstName'],
    [{ motherLastName: undefined }, 'motherLastName'],
    [{ year: 'FIFTH' }, 'year'],
    [{ personalInfo: { gender: 'Unknown', nationality: 'x', religion: 'y' } }, 'personalInfo.gender'],
    [{ personalInfo: { gender: 'Male', religion: 'y' } }, 'personalInfo.nationality'],
    [{ personalInfo: { gender: 'Male', nationality: 'x', religion: 'y', dob: '2001-13-45' } }, 'personalInfo.dob'],
    [{ contactInfo: { email: 'not-an-email' } }, 'contactInfo.email'],
    [{ contactInfo: { email: 'a@b.co', phone: 'call me' } }, 'contactInfo.phone'],
    [{ isAdmin: true }, 'isAdmin'],
    [{ firstName: 'a\u0000b' }, 'firstName'],
  ])('rejects %o with 400 naming %s and stores nothing', async (patch, field) => {
    const before = await sql(ctx.databaseUrl, 'select count(*)::int as n from student');
    const response = await call('POST', '/api/students', { ...validStudent(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toContain(field);
    expect(await sql(ctx.databaseUrl, 'select count(*)::int as n from student')).toEqual(before);
  });

  it('409 for an e-mail already in use, and nothing half-written', async () => {
    const before = await sql(ctx.databaseUrl, 'select (select count(*) from student)::int as s, (select count(*) from personal_info)::int as p');
    const response = await call('POST', '/api/students', { ...validStudent(), contactInfo: { email: 'student@demo.college' } });
    expect(response.statusCode).toBe(409);
    expect(await sql(ctx.databaseUrl, 'select (select count(*) from student)::int as s, (select count(*) from personal_info)::int as p')).toEqual(before);
  });
});

describe('PUT /api/students/{id}', () => {
  it('updates fields, nested info, and the sign-in e-mail', async () => {
    const created = (await call('POST', '/api/students', validStudent())).json();
    const response = await call('PUT', `/api/students/${created.id}`, {
      ...created,
      signInLinkSentTo: undefined,
      lastName: 'Renamed',
      year: 'FOURTH',
      personalInfo: { ...created.personalInfo, address: 'New address' },
      contactInfo: { ...created.contactInfo, email: 'Renamed@Example.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lastName: 'Renamed',
      year: 'FOURTH',
      personalInfo: { address: 'New address' },
      contactInfo: { email: 'renamed@example.test' },
    });
    const [account] = await sql(ctx.databaseUrl, 'select login from account where student_id = $1', [created.id]);
    expect(account?.login).toBe('renamed@example.test');
  });

  it('404 for a missing student, 400 for bad fields', async () => {
    expect((await call('PUT', '/api/students/999999', { lastName: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/students/${ids.otherStudent}`, { lastName: 42 })).statusCode).toBe(400);
    expect((await call('PUT', `/api/students/${ids.otherStudent}`, { passwordHash: 'x' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/students/{id}', () => {
  it('removes the student with personal info, contact info, account and sessions in one go', async () => {
    const body = validStudent();
    const created = (await call('POST', '/api/students', body)).json();
    const password = await oneTimePassword(ctx.app, admin, 'student', created.id);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/student/login', payload: { email: body.contactInfo.email, password } });
    const response = await call('DELETE', `/api/students/${created.id}`);
    expect(response.statusCode).toBe(200);
    const [left] = await sql(
      ctx.databaseUrl,
      `select
      (select count(*) from personal_info where student_id = $1)::int as personal,
      (select count(*) from contact_info where student_id = $1)::int as contact,
      (select count(*) from account where student_id = $1)::int as account,
      (select count(*) from charge where student_id = $1)::int + (select count(*) from payment where student_id = $1)::int as fees`,
      [created.id],
    );
    expect(left).toEqual({ personal: 0, contact: 0, account: 0, fees: 0 });
    expect((await call('DELETE', `/api/students/${created.id}`)).statusCode).toBe(404);
  });

  it('deleting a seeded student (who has results) archives them: nothing of their record is lost', async () => {
    const [before] = await sql(ctx.databaseUrl, 'select count(*)::int as marks from mark where student_id = $1', [ids.otherStudent]);
    const response = await call('DELETE', `/api/students/${ids.otherStudent}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^Student archived/);
    const [left] = await sql(ctx.databaseUrl, 'select count(*)::int as marks from mark where student_id = $1', [ids.otherStudent]);
    expect(left).toEqual(before);
    expect((await call('GET', `/api/students/${ids.otherStudent}`)).json().status).toBe('archived');
  });
});

describe('POST /api/students/import', () => {
  const count = async () => Number((await sql(ctx.databaseUrl, 'select count(*) as n from student'))[0]?.n);

  it('creates every row with contact and personal info, a first-sign-in link by e-mail and an audit row each', async () => {
    const rows = [validStudent(), { ...validStudent(), contactInfo: { email: '' } }, { ...validStudent(), contactInfo: undefined }];
    const response = await call('POST', '/api/students/import', { students: rows });
    expect(response.statusCode, response.body).toBe(201);
    const { created } = response.json();
    expect(created).toHaveLength(3);
    expect(created[0]).toMatchObject({ lastName: rows[0]?.lastName, year: 'THIRD', contactInfo: { email: rows[0]?.contactInfo?.email } });
    expect(created[1].contactInfo.email).toMatch(/^student\d+@/);
    expect(created[2].contactInfo.email).toMatch(/^student\d+@/);
    expect(created[1].contactInfo.email).not.toBe(created[2].contactInfo.email);
    expect(created.map((s: { signInLinkSentTo: string }) => s.signInLinkSentTo)).toEqual(
      created.map((s: { contactInfo: { email: string } }) => s.contactInfo.email),
    );
    const mails = await sql(ctx.databaseUrl, 'select "to", text from mail_outbox where "to" = any($1)', [
      created.map((s: { signInLinkSentTo: string }) => s.signInLinkSentTo),
    ]);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => String(mail.text).match(/#welcome=(\S+)/)?.[1])).size).toBe(3);
    const audit = await sql(ctx.databaseUrl, "select entity_id from audit_log where entity = 'student' and action = 'create' and entity_id = any($1)", [
      created.map((s: { id: number }) => s.id),
    ]);
    expect(audit).toHaveLength(3);
  });

  it('an e-mail already in use, or on two rows, names the row and imports nothing', async () => {
    const before = await count();
    const taken = await call('POST', '/api/students/import', {
      students: [validStudent(), { ...validStudent(), contactInfo: { email: 'student@demo.college' } }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('students.1.contactInfo.email student@demo.college is already in use');
    const twice = validStudent();
    const repeated = await call('POST', '/api/students/import', {
      students: [twice, validStudent(), { ...validStudent(), contactInfo: { email: twice.contactInfo.email.toUpperCase() } }],
    });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toBe(`students.2.contactInfo.email ${twice.contactInfo.email} is also on another row`);
    expect(await count()).toBe(before);
  });

  it('a row the database refuses rolls back the rows before it', async () => {
    const before = await count();
    const [existing] = await sql(ctx.databaseUrl, 'select enrollment_number from student limit 1');
    const response = await call('POST', '/api/students/import', {
      students: [validStudent(), { ...validStudent(), enrollmentNumber: existing?.enrollment_number }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This enrollment number is already in use');
    expect(await count()).toBe(before);
  });

  it('an invalid row is a 400 naming the field; empty and oversized files are refused', async () => {
    const bad = await call('POST', '/api/students/import', {
      students: [validStudent(), { ...validStudent(), personalInfo: { ...validStudent().personalInfo, gender: 'Robot' } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^students\.1\.personalInfo\.gender /);
    expect((await call('POST', '/api/students/import', { students: [] })).statusCode).toBe(400);
    const tooMany = await call('POST', '/api/students/import', {
      students: Array.from({ length: 501 }, () => ({ ...validStudent(), personalInfo: { gender: 'Male', nationality: 'I', religion: 'R' } })),
    });
    expect([400, 413]).toContain(tooMany.statusCode);
  });
});
