import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { validStudent } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';

type Who = 'anonymous' | Role;
type Ids = Awaited<ReturnType<typeof demoIds>>;

let ctx: TestContext;
let ids: Ids;
const cookies: Partial<Record<Who, string>> = {};
/** The demo student's seeded payments: RCPT-2025-000001 and RCPT-2026-000002. */
let demoPaymentIds: number[];
let otherPaymentId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
  demoPaymentIds = (await sql<{ id: number }>(ctx.databaseUrl, 'select id from payment where student_id = $1 order by id', [ids.student])).map((row) => row.id);
  otherPaymentId = (await sql<{ id: number }>(ctx.databaseUrl, 'select id from payment where student_id = $1 order by id limit 1', [ids.otherStudent]))[0]
    ?.id as number;
});
afterAll(() => ctx.app.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: Who, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) => {
  const cookie = cookies[who];
  return ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie && { cookie }), ...headers }, ...(payload && { payload }) });
};
const admin = (method: Method, url: string, payload?: object, headers?: Record<string, string>) => call('admin', method, url, payload, headers);
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  (await sql<{ n: number }>(ctx.databaseUrl, `select count(*)::int as n from ${table} where ${where}`, params))[0]?.n;
const payment = (overrides: object = {}) => ({ amount: 1000, paidOn: '2026-11-20', mode: 'upi', ...overrides });

const MISSING = 999_999;

/** Polls until the condition holds (the test's own timeout bounds it). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Sends the requests while another transaction holds these students' rows, and lets go once every request
 * waits for them: the requests then really run at the same moment.
 */
async function atTheSameMoment<T>(studentIds: number[], requests: (() => Promise<T>)[]): Promise<T[]> {
  const blocker = new pg.Client({ connectionString: ctx.databaseUrl });
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query('select id from student where id = any($1) for update', [studentIds]);
    const pending = Promise.all(requests.map((request) => request()));
    await until(async () => (await count('pg_stat_activity', `datname = current_database() and wait_event_type = 'Lock'`)) === requests.length);
    await blocker.query('commit');
    return await pending;
  } finally {
    await blocker.end();
  }
}
const REFUSED = { statusCode: 403, error: 'Forbidden', message: 'You may only access your own record' };

describe('CONTRACT §9: fees, payments and receipts', () => {
  type Expect = number | 'ok';
  const WHO: Who[] = ['anonymous', 'student', 'otherStudent', 'faculty', 'otherFaculty', 'admin'];
  const adminOnly = (adminAnswer: Expect = 'ok'): Record<Who, Expect> => ({
    anonymous: 401,
    student: 403,
    otherStudent: 403,
    faculty: 403,
    otherFaculty: 403,
    admin: adminAnswer,
  });
  const ownOrAdmin = (adminAnswer: Expect = 'ok'): Record<Who, Expect> => ({
    anonymous: 401,
    student: 'ok',
    otherStudent: 403,
    faculty: 403,
    otherFaculty: 403,
    admin: adminAnswer,
  });
  const rows: { call: string; path: () => string; body?: () => object; expect: Record<Who, Expect> }[] = [
    { call: 'GET /api/fee-plans', path: () => '/api/fee-plans', expect: adminOnly() },
    {
      call: 'PUT /api/fee-plans',
      path: () => '/api/fee-plans',
      body: () => ({ academicYear: '2030-31', plans: [{ quota: 'convener', yearOfStudy: 'FIRST', annualFee: 1, oneTimeFee: 0, dueDate: '2030-08-31' }] }),
      expect: adminOnly(),
    },
    { call: 'POST /api/fee-plans/apply', path: () => '/api/fee-plans/apply', body: () => ({ academicYear: '2030-31' }), expect: adminOnly() },
    { call: 'GET /api/students/{id}/fees', path: () => `/api/students/${ids.student}/fees`, expect: ownOrAdmin() },
    { call: 'GET /api/students/{missing}/fees', path: () => `/api/students/${MISSING}/fees`, expect: { ...adminOnly(404) } },
    {
      call: 'POST /api/students/{id}/payments',
      path: () => `/api/students/${ids.otherStudent}/payments`,
      body: () => payment({ amount: 1 }),
      expect: adminOnly(201),
    },
    { call: 'POST /api/students/{missing}/payments', path: () => `/api/students/${MISSING}/payments`, body: () => payment(), expect: adminOnly(404) },
    { call: 'GET /api/payments/{id}/receipt', path: () => `/api/payments/${demoPaymentIds[0]}/receipt`, expect: ownOrAdmin() },
    { call: 'GET /api/payments/{missing}/receipt', path: () => `/api/payments/${MISSING}/receipt`, expect: adminOnly(404) },
    { call: 'GET /api/fees/dues', path: () => '/api/fees/dues', expect: adminOnly() },
  ];
  const cases = rows.flatMap((row) => WHO.map((who) => ({ ...row, who, expected: row.expect[who] })));

  it.each(cases)('$call as $who -> $expected', async ({ call: name, path, body, who, expected }) => {
    const response = await call(who, name.split(' ')[0] as Method, path(), body?.());
    if (expected === 'ok') expect(response.statusCode, response.body).toBe(200);
    else expect(response.statusCode, response.body).toBe(expected);
  });

  it('a student asking for another student gets the same answer whether or not the record exists', async () => {
    const other = await call('student', 'GET', `/api/students/${ids.otherStudent}/fees`);
    const missing = await call('student', 'GET', `/api/students/${MISSING}/fees`);
    expect(other.json()).toEqual(REFUSED);
    expect(missing.json()).toEqual(REFUSED);
    const otherReceipt = await call('student', 'GET', `/api/payments/${otherPaymentId}/receipt`);
    const missingReceipt = await call('student', 'GET', `/api/payments/${MISSING}/receipt`);
    expect(otherReceipt.statusCode).toBe(403);
    expect(otherReceipt.json()).toEqual(missingReceipt.json());
    expect(missingReceipt.json()).toEqual(REFUSED);
  });
});

describe('the seeded fees', () => {
  it('the demo student: first year paid, 30,000 of the second year overdue, two receipts', async () => {
    const response = await call('student', 'GET', `/api/students/${ids.student}/fees`);
    expect(response.statusCode).toBe(200);
    const fees = response.json();
    expect(fees.student).toMatchObject({
      id: ids.student,
      firstName: 'Student',
      lastName: 'Demo',
      year: 'SECOND',
      quota: 'convener',
      enrollmentNumber: 'DEMO-BPT-01',
    });
    expect(fees.charges.map(({ id: _id, ...charge }: { id: number }) => charge)).toEqual([
      {
        academicYear: '2025-26',
        yearOfStudy: 'FIRST',
        kind: 'annual',
        description: 'Annual fee 2025-26',
        amount: 50_000,
        waived: 0,
        concessions: [],
        paid: 50_000,
        due: 0,
        dueDate: '2025-08-31',
        status: 'paid',
        overdue: false,
      },
      {
        academicYear: '2025-26',
        yearOfStudy: 'FIRST',
        kind: 'one-time',
        description: 'One-time fee 2025-26',
        amount: 10_000,
        waived: 0,
        concessions: [],
        paid: 10_000,
        due: 0,
        dueDate: '2025-08-31',
        status: 'paid',
        overdue: false,
      },
      {
        academicYear: '2026-27',
        yearOfStudy: 'SECOND',
        kind: 'annual',
        description: 'Annual fee 2026-27',
        amount: 50_000,
        waived: 0,
        concessions: [],
        paid: 20_000,
        due: 30_000,
        dueDate: '2026-08-31',
        status: 'partial',
        overdue: true,
      },
    ]);
    expect(fees.payments.map(({ id: _id, recordedAt: _at, ...rest }: { id: number; recordedAt: string }) => rest)).toEqual([
      {
        studentId: ids.student,
        amount: 20_000,
        paidOn: '2026-08-20',
        mode: 'upi',
        receiptNumber: 'RCPT-2026-000002',
        note: null,
        recordedBy: 'admin',
        voided: null,
      },
      {
        studentId: ids.student,
        amount: 60_000,
        paidOn: '2025-07-15',
        mode: 'cash',
        receiptNumber: 'RCPT-2025-000001',
        note: null,
        recordedBy: 'admin',
        voided: null,
      },
    ]);
    expect(fees.totals).toEqual({ charged: 110_000, waived: 0, paid: 80_000, due: 30_000, overdue: 30_000 });
  });

  it('the student record keeps its `fees` shape, now worked out from charges and payments', async () => {
    const record = (await call('student', 'GET', `/api/students/${ids.student}?include=fees`)).json();
    expect(record.quota).toBe('convener');
    expect(record.fees.map(({ id: _id, ...fee }: { id: number }) => fee)).toEqual([
      { academicYear: 'FIRST', amount: 50_000, paid: 50_000, due: 0, dueDate: '2025-08-31', status: 'PAID' },
      { academicYear: 'FIRST', amount: 10_000, paid: 10_000, due: 0, dueDate: '2025-08-31', status: 'PAID' },
      { academicYear: 'SECOND', amount: 50_000, paid: 20_000, due: 30_000, dueDate: '2026-08-31', status: 'PARTIAL' },
    ]);
  });

  it('plans for 2026-27 as SPEC gives them, for both quotas and four years', async () => {
    const plans = (await admin('GET', '/api/fee-plans')).json();
    expect(plans).toHaveLength(8);
    for (const plan of plans) {
      expect(plan).toMatchObject({
        academicYear: '2026-27',
        annualFee: plan.quota === 'convener' ? 50_000 : 120_000,
        oneTimeFee: plan.yearOfStudy === 'FIRST' ? 10_000 : 0,
        dueDate: '2026-08-31',
      });
    }
    expect((await admin('GET', '/api/fee-plans?academicYear=2019-20')).json()).toEqual([]);
  });

  it('about a third of the students are management quota, and every state shows somewhere', async () => {
    const [quotas] = await sql(ctx.databaseUrl, `select count(*) filter (where quota = 'management')::int as management, count(*)::int as total from student`);
    expect(quotas?.management / quotas?.total).toBeGreaterThan(0.25);
    expect(quotas?.management / quotas?.total).toBeLessThan(0.4);
    const statuses = new Set<string>();
    let notOverdueDue = 0;
    for (const { id } of await sql<{ id: number }>(ctx.databaseUrl, 'select id from student')) {
      const fees = (await admin('GET', `/api/students/${id}/fees`)).json();
      for (const charge of fees.charges) {
        statuses.add(charge.status);
        if (charge.due > 0 && !charge.overdue) notOverdueDue += 1;
      }
      expect(fees.totals.charged).toBe(fees.totals.paid + fees.totals.due + fees.totals.waived);
    }
    expect([...statuses].sort()).toEqual(['paid', 'partial', 'pending']);
    expect(notOverdueDue).toBeGreaterThan(0);
  });
});

describe('POST /api/students/{id}/payments', () => {
  const pay = (body: object, headers?: Record<string, string>) => admin('POST', `/api/students/${ids.student}/payments`, body, headers);
  const dueOfDemo = async () => (await admin('GET', `/api/students/${ids.student}/fees`)).json().totals.due as number;

  it('records a payment with a generated receipt number, lowers what is due and writes an audit row with the payment', async () => {
    const before = await dueOfDemo();
    const response = await pay(payment({ amount: 2500, note: 'Counter 2' }));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      studentId: ids.student,
      amount: 2500,
      paidOn: '2026-11-20',
      mode: 'upi',
      note: 'Counter 2',
      receiptNumber: expect.stringMatching(new RegExp(`^RCPT-${new Date().getUTCFullYear()}-\\d{6}$`)),
      recordedBy: 'admin',
      recordedAt: expect.any(String),
      voided: null,
    });
    expect(Number(created.receiptNumber.slice(-6))).toBeGreaterThan(2);
    expect(await dueOfDemo()).toBe(before - 2500);
    const [audit] = await sql(ctx.databaseUrl, `select actor_type, action, changes from audit_log where entity = 'payment' and entity_id = $1`, [created.id]);
    expect(audit).toEqual({
      actor_type: 'admin',
      action: 'create',
      changes: { after: { studentId: ids.student, amount: 2500, paidOn: '2026-11-20', mode: 'upi', receiptNumber: created.receiptNumber, note: 'Counter 2' } },
    });
    const next = (await pay(payment({ amount: 1 }))).json();
    expect(Number(next.receiptNumber.slice(-6))).toBe(Number(created.receiptNumber.slice(-6)) + 1);
  });

  it('its receipt shows the payment, the student, the college and the balance after it', async () => {
    const created = (await pay(payment({ amount: 500, receiptNumber: 'R-RECEIPT-1' }))).json();
    const due = await dueOfDemo();
    const receipt = (await call('student', 'GET', `/api/payments/${created.id}/receipt`)).json();
    expect(receipt).toEqual({
      payment: created,
      student: { id: ids.student, firstName: 'Student', lastName: 'Demo', enrollmentNumber: 'DEMO-BPT-01', year: 'SECOND' },
      college: { name: expect.any(String), address: expect.stringContaining('Guntur') },
      balanceAfter: due,
    });
    const first = (await call('student', 'GET', `/api/payments/${demoPaymentIds[0]}/receipt`)).json();
    expect(first).toMatchObject({ payment: { receiptNumber: 'RCPT-2025-000001', amount: 60_000 }, balanceAfter: 50_000 });
  });

  it('the same Idempotency-Key twice stores one payment and answers the first one again (200)', async () => {
    const headers = { 'idempotency-key': 'sequential-key-1' };
    const first = await pay(payment({ amount: 700 }), headers);
    const again = await pay(payment({ amount: 700 }), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count('payment', 'idempotency_key = $1', ['sequential-key-1'])).toBe(1);
    expect(await count('audit_log', `entity = 'payment' and entity_id = $1`, [first.json().id])).toBe(1);
  });

  it('two requests with one key at the same moment store one payment; both answer it', async () => {
    const headers = { 'idempotency-key': 'concurrent-key-1' };
    const auditBefore = await count('audit_log', `entity = 'payment'`);
    const responses = await atTheSameMoment(
      [ids.student],
      [1, 2, 3].map(() => () => pay(payment({ amount: 300 }), headers)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await count('payment', 'idempotency_key = $1', ['concurrent-key-1'])).toBe(1);
    expect(await count('audit_log', `entity = 'payment'`)).toBe((auditBefore as number) + 1);
  });

  it('one key used for two students at the same moment still stores one payment', async () => {
    const headers = { 'idempotency-key': 'concurrent-key-2' };
    const responses = await atTheSameMoment(
      [ids.student, ids.otherStudent],
      [() => pay(payment({ amount: 200 }), headers), () => admin('POST', `/api/students/${ids.otherStudent}/payments`, payment({ amount: 200 }), headers)],
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(responses[0]?.json()).toEqual(responses[1]?.json());
    expect(await count('payment', 'idempotency_key = $1', ['concurrent-key-2'])).toBe(1);
  });

  it('two payments of the whole due at the same moment: one is stored, the other is refused', async () => {
    const student = (await admin('POST', '/api/students', { ...validStudent(), year: 'FIRST' })).json();
    await admin('POST', '/api/fee-plans/apply', {});
    const due = (await admin('GET', `/api/students/${student.id}/fees`)).json().totals.due;
    expect(due).toBe(60_000);
    const url = `/api/students/${student.id}/payments`;
    const responses = await atTheSameMoment(
      [student.id],
      [() => admin('POST', url, payment({ amount: due })), () => admin('POST', url, payment({ amount: due }))],
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await count('payment', 'student_id = $1', [student.id])).toBe(1);
    expect((await admin('GET', `/api/students/${student.id}/fees`)).json().totals).toEqual({ charged: 60_000, waived: 0, paid: 60_000, due: 0, overdue: 0 });
  });

  it('a receipt number in use is a 400 naming receiptNumber, and nothing is stored', async () => {
    const payments = await count('payment');
    const audits = await count('audit_log');
    const response = await pay(payment({ receiptNumber: 'RCPT-2025-000001' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'receiptNumber: Receipt number RCPT-2025-000001 is already used' });
    expect(await count('payment')).toBe(payments);
    expect(await count('audit_log')).toBe(audits);
  });

  it.each([0, -5])('amount %d is a 400 naming amount, and nothing is stored', async (amount) => {
    const payments = await count('payment');
    const response = await pay(payment({ amount }), { 'idempotency-key': `bad-amount-${amount}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^amount /);
    expect(await count('payment')).toBe(payments);
    // the refused key was not spent: the corrected request goes through
    expect((await pay(payment({ amount: 10 }), { 'idempotency-key': `bad-amount-${amount}` })).statusCode).toBe(201);
  });

  it.each([
    [{ amount: 10.5 }, 'amount'],
    [{ mode: 'barter' }, 'mode'],
    [{ paidOn: 'yesterday' }, 'paidOn'],
    [{ paidOn: '2026-02-30' }, 'paidOn'],
    [{ receiptNumber: '' }, 'receiptNumber'],
    [{ extra: 1 }, 'extra'],
  ])('%j is a 400 naming %s', async (overrides, field) => {
    const payments = await count('payment');
    const response = await pay(payment(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await count('payment')).toBe(payments);
  });

  it('more than is due is a 400 naming amount, and nothing is stored', async () => {
    const due = await dueOfDemo();
    const payments = await count('payment');
    const response = await pay(payment({ amount: due + 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`amount ${due + 1} is more than the ${due} due`);
    expect(await count('payment')).toBe(payments);
  });
});

describe('fee plans', () => {
  it('PUT upserts by quota and year of study, with an audit row holding before and after', async () => {
    const body = {
      academicYear: '2027-28',
      plans: [
        { quota: 'convener', yearOfStudy: 'FIRST', annualFee: 52_000, oneTimeFee: 10_000, dueDate: '2027-08-31' },
        { quota: 'management', yearOfStudy: 'FIRST', annualFee: 125_000, oneTimeFee: 10_000, dueDate: '2027-08-31' },
      ],
    };
    const created = await admin('PUT', '/api/fee-plans', body);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toHaveLength(2);
    const changed = (await admin('PUT', '/api/fee-plans', { academicYear: '2027-28', plans: [{ ...body.plans[0], annualFee: 55_000 }] })).json();
    expect(changed).toEqual([
      {
        id: expect.any(Number),
        academicYear: '2027-28',
        quota: 'convener',
        yearOfStudy: 'FIRST',
        annualFee: 55_000,
        oneTimeFee: 10_000,
        dueDate: '2027-08-31',
      },
      {
        id: expect.any(Number),
        academicYear: '2027-28',
        quota: 'management',
        yearOfStudy: 'FIRST',
        annualFee: 125_000,
        oneTimeFee: 10_000,
        dueDate: '2027-08-31',
      },
    ]);
    const audit = await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'fee_plan' and entity_id = $1 order by id`, [changed[0].id]);
    expect(audit).toEqual([
      { action: 'create', changes: { after: { academicYear: '2027-28', ...body.plans[0] } } },
      {
        action: 'update',
        changes: { before: { academicYear: '2027-28', ...body.plans[0] }, after: { academicYear: '2027-28', ...body.plans[0], annualFee: 55_000 } },
      },
    ]);
  });

  it.each([
    [{ academicYear: '2027-29', plans: [{ quota: 'convener', yearOfStudy: 'FIRST', annualFee: 1, oneTimeFee: 0, dueDate: '2027-08-31' }] }, 'academicYear'],
    [{ academicYear: '2027-28', plans: [] }, 'plans'],
    [
      {
        academicYear: '2027-28',
        plans: [
          { quota: 'convener', yearOfStudy: 'FIRST', annualFee: 1, oneTimeFee: 0, dueDate: '2027-08-31' },
          { quota: 'convener', yearOfStudy: 'FIRST', annualFee: 2, oneTimeFee: 0, dueDate: '2027-08-31' },
        ],
      },
      'plans.1',
    ],
    [{ academicYear: '2027-28', plans: [{ quota: 'nri', yearOfStudy: 'FIRST', annualFee: 1, oneTimeFee: 0, dueDate: '2027-08-31' }] }, 'plans.0.quota'],
    [
      { academicYear: '2027-28', plans: [{ quota: 'convener', yearOfStudy: 'FIRST', annualFee: -1, oneTimeFee: 0, dueDate: '2027-08-31' }] },
      'plans.0.annualFee',
    ],
  ])('%j is a 400 naming %s and changes nothing', async (body, field) => {
    const plans = await count('fee_plan');
    const response = await admin('PUT', '/api/fee-plans', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await count('fee_plan')).toBe(plans);
  });

  it('apply charges every student from the plan of their quota and their year of study in that year; again creates nothing', async () => {
    const plans = ['convener', 'management'].flatMap((quota) =>
      ['FIRST', 'SECOND', 'THIRD', 'FOURTH'].map((yearOfStudy) => ({
        quota,
        yearOfStudy,
        annualFee: quota === 'convener' ? 60_000 : 130_000,
        oneTimeFee: yearOfStudy === 'FIRST' ? 5_000 : 0,
        dueDate: '2027-08-31',
      })),
    );
    await admin('PUT', '/api/fee-plans', { academicYear: '2027-28', plans });
    // next year every student is a year further on: FOURTH years have left, nobody is FIRST (no one-time fee)
    const [students] = await sql(ctx.databaseUrl, `select count(*) filter (where year <> 'FOURTH')::int as staying from student`);
    const applied = await admin('POST', '/api/fee-plans/apply', { academicYear: '2027-28' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ created: students?.staying });
    expect((await admin('POST', '/api/fee-plans/apply', { academicYear: '2027-28' })).json()).toEqual({ created: 0 });
    const next = await sql(
      ctx.databaseUrl,
      `select s.year as now, s.quota, c.year_of_study, c.kind, c.amount, c.description from charge c join student s on s.id = c.student_id
      where c.academic_year = '2027-28' and s.id = any($1) order by s.id`,
      [[ids.student]],
    );
    expect(next).toEqual([{ now: 'SECOND', quota: 'convener', year_of_study: 'THIRD', kind: 'annual', amount: 60_000, description: 'Annual fee 2027-28' }]);
    const [management] = await sql(
      ctx.databaseUrl,
      `select c.amount from charge c join student s on s.id = c.student_id where s.quota = 'management' and c.academic_year = '2027-28' limit 1`,
    );
    expect(management?.amount).toBe(130_000);
    expect(await count('audit_log', `entity = 'charge' and action = 'create' and changes->'after'->>'academicYear' = '2027-28'`)).toBe(students?.staying);
    // the seeded years are applied already, with the seeded plans
    for (const academicYear of ['2026-27', '2025-26', '2024-25', '2023-24']) {
      expect((await admin('POST', '/api/fee-plans/apply', { academicYear })).json()).toEqual({ created: 0 });
    }
  });

  it('apply charges the one-time fee in the first year', async () => {
    const created = (await admin('POST', '/api/students', { ...validStudent(), year: 'FIRST' })).json();
    expect((await admin('POST', '/api/fee-plans/apply', { academicYear: '2026-27' })).json()).toEqual({ created: 2 });
    const fees = (await admin('GET', `/api/students/${created.id}/fees`)).json();
    expect(fees.charges.map((c: { description: string; amount: number; yearOfStudy: string }) => [c.description, c.amount, c.yearOfStudy])).toEqual([
      ['Annual fee 2026-27', 50_000, 'FIRST'],
      ['One-time fee 2026-27', 10_000, 'FIRST'],
    ]);
  });
});

describe('GET /api/fees/dues', () => {
  type DueRow = { student: { id: number; year: string }; charged: number; paid: number; due: number; overdueAmount: number; oldestDueDate: string | null };

  it('lists students who owe something, a page at a time, largest due first', async () => {
    const first = (await admin('GET', '/api/fees/dues?pageSize=5')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: expect.any(Number) });
    expect(first.items).toHaveLength(5);
    const all = (await admin('GET', '/api/fees/dues?pageSize=100')).json();
    expect(all.total).toBe(first.total);
    const items = all.items as DueRow[];
    expect(items.every((row) => row.due > 0 && row.charged === row.paid + row.due)).toBe(true);
    expect(items.map((row) => row.due)).toEqual([...items.map((row) => row.due)].sort((a, b) => b - a));
    const second = (await admin('GET', '/api/fees/dues?pageSize=5&page=2')).json();
    expect(second.items).toEqual(items.slice(5, 10));
    const demo = items.find((row) => row.student.id === ids.student);
    expect(demo).toMatchObject({ student: { enrollmentNumber: 'DEMO-BPT-01', quota: 'convener' }, oldestDueDate: '2026-08-31' });
  });

  it('overdue=true keeps only students with something overdue', async () => {
    const all = (await admin('GET', '/api/fees/dues?pageSize=100')).json();
    const overdue = (await admin('GET', '/api/fees/dues?overdue=true&pageSize=100')).json();
    expect(overdue.items.every((row: DueRow) => row.overdueAmount > 0)).toBe(true);
    expect(overdue.total).toBe(all.items.filter((row: DueRow) => row.overdueAmount > 0).length);
    expect(overdue.total).toBeLessThan(all.total);
  });

  it('filters by year and search, sorts by the documented keys', async () => {
    const fourth = (await admin('GET', '/api/fees/dues?year=FOURTH&pageSize=100')).json();
    expect(fourth.items.every((row: DueRow) => row.student.year === 'FOURTH')).toBe(true);
    expect((await admin('GET', '/api/fees/dues?q=DEMO-BPT-01')).json().items.map((row: DueRow) => row.student.id)).toEqual([ids.student]);
    const byDate = (await admin('GET', '/api/fees/dues?sort=oldestDueDate&pageSize=100')).json().items.map((row: DueRow) => row.oldestDueDate);
    expect(byDate).toEqual([...byDate].sort());
    expect((await admin('GET', '/api/fees/dues?sort=passwordHash')).statusCode).toBe(400);
    expect((await admin('GET', '/api/fees/dues?overdue=maybe')).statusCode).toBe(400);
  });
});

describe('the student quota', () => {
  it('POST and PUT /api/students take an optional quota (default convener) and answer it', async () => {
    const plain = (await admin('POST', '/api/students', validStudent())).json();
    expect(plain.quota).toBe('convener');
    const management = (await admin('POST', '/api/students', { ...validStudent(), quota: 'management' })).json();
    expect(management.quota).toBe('management');
    const changed = await admin('PUT', `/api/students/${plain.id}`, { quota: 'management' });
    expect(changed.json().quota).toBe('management');
    expect((await admin('PUT', `/api/students/${plain.id}`, { quota: 'nri' })).statusCode).toBe(400);
  });
});
