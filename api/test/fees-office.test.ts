import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

type Who = 'anonymous' | Role;
const WHO: Who[] = ['anonymous', 'student', 'otherStudent', 'faculty', 'otherFaculty', 'admin'];

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of Object.keys(CREDENTIALS) as Role[]) cookies[role] = await login(ctx.app, role);
});
afterAll(() => ctx.app.close());

type Method = 'GET' | 'POST';
const call = (who: Who, method: Method, url: string, payload?: object) => {
  const cookie = cookies[who];
  return ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie && { cookie }) }, ...(payload && { payload }) });
};
const admin = (method: Method, url: string, payload?: object) => call('admin', method, url, payload);
const count = async (table: string, where = 'true', params: unknown[] = []): Promise<number> =>
  (await sql<{ n: number }>(ctx.databaseUrl, `select count(*)::int as n from ${table} where ${where}`, params))[0]?.n ?? 0;
const feesOf = async (studentId: number) => (await admin('GET', `/api/students/${studentId}/fees`)).json();
const firstChargeOf = async (studentId: number, kind = 'annual') =>
  (
    await sql<{ id: number; amount: number }>(ctx.databaseUrl, 'select id, amount from charge where student_id = $1 and kind = $2 order by id limit 1', [
      studentId,
      kind,
    ])
  )[0] as {
    id: number;
    amount: number;
  };
const newPayment = async (studentId: number, amount: number, paidOn: string, mode = 'cash') => {
  const response = await admin('POST', `/api/students/${studentId}/payments`, { amount, paidOn, mode });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; receiptNumber: string };
};

describe('CONTRACT §10: concessions, ad-hoc charges, voiding a payment, the collection register', () => {
  const adminOnly = (ok: number) => ({ anonymous: 401, student: 403, otherStudent: 403, faculty: 403, otherFaculty: 403, admin: ok }) as Record<Who, number>;
  let paymentToVoid = 0;
  let chargeId = 0;
  beforeAll(async () => {
    paymentToVoid = (await newPayment(ids.otherStudent, 1, '2026-11-02')).id;
    chargeId = (await firstChargeOf(ids.otherStudent)).id;
  });
  const rows: { call: string; method: Method; path: () => string; body?: () => object; expect: Record<Who, number> }[] = [
    {
      call: 'POST /api/fees/charges',
      method: 'POST',
      path: () => '/api/fees/charges',
      body: () => ({ kind: 'fine', description: 'Library fine', amount: 1, dueDate: '2026-12-31', studentId: ids.otherStudent }),
      expect: adminOnly(201),
    },
    {
      call: 'POST /api/charges/{id}/concessions',
      method: 'POST',
      path: () => `/api/charges/${chargeId}/concessions`,
      body: () => ({ kind: 'concession', amount: 1, reason: 'Rights check' }),
      expect: adminOnly(201),
    },
    {
      call: 'POST /api/payments/{id}/void',
      method: 'POST',
      path: () => `/api/payments/${paymentToVoid}/void`,
      body: () => ({ reason: 'Rights check' }),
      expect: adminOnly(200),
    },
    { call: 'GET /api/fees/collections', method: 'GET', path: () => '/api/fees/collections', expect: adminOnly(200) },
    { call: 'GET /api/fees/collections.csv', method: 'GET', path: () => '/api/fees/collections.csv', expect: adminOnly(200) },
    {
      call: 'GET /api/public/fee-plans',
      method: 'GET',
      path: () => '/api/public/fee-plans',
      expect: { anonymous: 200, student: 200, otherStudent: 200, faculty: 200, otherFaculty: 200, admin: 200 },
    },
  ];
  it.each(rows.flatMap((row) => WHO.map((who) => ({ ...row, who, expected: row.expect[who] }))))('$call as $who -> $expected', async (row) => {
    const response = await call(row.who, row.method, row.path(), row.body?.());
    expect(response.statusCode, response.body).toBe(row.expected);
  });
});

describe('ad-hoc charges', () => {
  it('a fine to one student is due from them at once, in the audit log, and the same fine again is a second charge', async () => {
    const before = (await feesOf(ids.student)).totals.due;
    const fine = { kind: 'fine', description: 'Late library return', amount: 250, dueDate: '2026-12-31', studentId: ids.student };
    for (let time = 0; time < 2; time++) {
      const response = await admin('POST', '/api/fees/charges', fine);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ created: 1 });
    }
    const fees = await feesOf(ids.student);
    expect(fees.totals.due).toBe(before + 500);
    const fines = fees.charges.filter((charge: { kind: string }) => charge.kind === 'fine');
    expect(fines).toHaveLength(2);
    expect(fines[0]).toMatchObject({
      description: 'Late library return',
      amount: 250,
      due: 250,
      dueDate: '2026-12-31',
      status: 'pending',
      yearOfStudy: 'SECOND',
    });
    const [audit] = await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'charge' and entity_id = $1`, [fines[0].id]);
    expect(audit).toMatchObject({
      action: 'create',
      changes: { after: { studentId: ids.student, kind: 'fine', description: 'Late library return', amount: 250 } },
    });
  });

  it('a lab fee to a year reaches every student of that year and no one else', async () => {
    const inYear = await count('student', `year = 'THIRD'`);
    const before = await count('charge', `kind = 'lab-fee'`);
    const response = await admin('POST', '/api/fees/charges', {
      kind: 'lab-fee',
      description: 'Electrotherapy lab',
      amount: 1500,
      dueDate: '2027-01-15',
      year: 'THIRD',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: inYear });
    expect(inYear).toBeGreaterThan(0);
    expect(await count('charge', `kind = 'lab-fee'`)).toBe(before + inYear);
    expect(await count('charge c join student s on s.id = c.student_id', `c.kind = 'lab-fee' and s.year <> 'THIRD'`)).toBe(0);
  });

  it('refuses a charge to nobody, to both, to a missing student, or of a kind the plans own, storing nothing', async () => {
    const before = await count('charge');
    const base = { kind: 'fine', description: 'Fine', amount: 100, dueDate: '2026-12-31' };
    const neither = await admin('POST', '/api/fees/charges', base);
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ field: 'studentId', message: 'Give either studentId (one student) or year (a whole year)' });
    expect((await admin('POST', '/api/fees/charges', { ...base, studentId: ids.student, year: 'FIRST' })).statusCode).toBe(400);
    expect((await admin('POST', '/api/fees/charges', { ...base, studentId: 999_999 })).statusCode).toBe(404);
    const annual = await admin('POST', '/api/fees/charges', { ...base, kind: 'annual', studentId: ids.student });
    expect(annual.statusCode).toBe(400);
    expect(annual.json().message).toMatch(/kind/);
    const zero = await admin('POST', '/api/fees/charges', { ...base, amount: 0, studentId: ids.student });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/amount/);
    expect(await count('charge')).toBe(before);
  });
});

describe('concessions and scholarship waivers', () => {
  it('a percentage of a charge is taken off before payments, shown on the charge, and audited', async () => {
    const studentId = ids.otherStudent;
    const charge = await firstChargeOf(studentId);
    const before = await feesOf(studentId);
    const response = await admin('POST', `/api/charges/${charge.id}/concessions`, { kind: 'scholarship', percent: 10, reason: 'Merit scholarship 2026' });
    expect(response.statusCode, response.body).toBe(201);
    const granted = response.json();
    const tenth = Math.round(charge.amount / 10);
    expect(granted).toMatchObject({
      chargeId: charge.id,
      kind: 'scholarship',
      percent: 10,
      amount: tenth,
      reason: 'Merit scholarship 2026',
      grantedBy: 'admin',
    });
    const after = await feesOf(studentId);
    expect(after.totals.waived).toBe(before.totals.waived + tenth);
    expect(after.totals.paid + after.totals.due).toBe(before.totals.paid + before.totals.due - tenth);
    const shown = after.charges.find((row: { id: number }) => row.id === charge.id);
    expect(shown.waived).toBeGreaterThanOrEqual(tenth);
    expect(shown.concessions).toContainEqual(expect.objectContaining({ id: granted.id, kind: 'scholarship', amount: tenth }));
    const [audit] = await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'concession' and entity_id = $1`, [granted.id]);
    expect(audit).toMatchObject({
      action: 'create',
      changes: { after: { chargeId: charge.id, kind: 'scholarship', percent: 10, amount: tenth, reason: 'Merit scholarship 2026' } },
    });
  });

  it('an amount in rupees lowers what is due by that amount', async () => {
    const charge = await firstChargeOf(ids.student, 'annual');
    const before = (await feesOf(ids.student)).totals;
    const response = await admin('POST', `/api/charges/${charge.id}/concessions`, { kind: 'concession', amount: 2000, reason: 'Sibling concession' });
    expect(response.statusCode, response.body).toBe(201);
    const after = (await feesOf(ids.student)).totals;
    expect(after.waived).toBe(before.waived + 2000);
    expect(after.due).toBe(before.due - 2000);
  });

  it('refuses concessions beyond the charge, both or neither of amount and percent, or without a reason, storing nothing', async () => {
    const charge = await firstChargeOf(ids.student, 'one-time');
    const before = await count('concession');
    const tooMuch = await admin('POST', `/api/charges/${charge.id}/concessions`, { kind: 'concession', amount: charge.amount + 1, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      field: 'amount',
      message: `The concessions would come to ${charge.amount + 1}, more than the charge of ${charge.amount}`,
    });
    const both = await admin('POST', `/api/charges/${charge.id}/concessions`, { kind: 'concession', amount: 10, percent: 5, reason: 'Both' });
    expect(both.json()).toMatchObject({ statusCode: 400, field: 'amount' });
    const neither = await admin('POST', `/api/charges/${charge.id}/concessions`, { kind: 'concession', reason: 'Neither' });
    expect(neither.statusCode).toBe(400);
    const noReason = await admin('POST', `/api/charges/${charge.id}/concessions`, { kind: 'concession', amount: 10, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);
    expect((await admin('POST', '/api/charges/999999/concessions', { kind: 'concession', amount: 10, reason: 'Missing' })).statusCode).toBe(404);
    expect(await count('concession')).toBe(before);
  });
});

describe('voiding a payment', () => {
  it('marks the receipt void with the reason, restores the dues, audits it, and cannot be done twice', async () => {
    const studentId = ids.student;
    const before = (await feesOf(studentId)).totals.due;
    const paid = await newPayment(studentId, 700, '2026-11-03', 'upi');
    expect((await feesOf(studentId)).totals.due).toBe(before - 700);

    const response = await admin('POST', `/api/payments/${paid.id}/void`, { reason: 'Entered against the wrong student' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: paid.id, voided: { at: expect.any(String), reason: 'Entered against the wrong student', by: 'admin' } });
    expect((await feesOf(studentId)).totals.due).toBe(before);

    const receipt = (await call('student', 'GET', `/api/payments/${paid.id}/receipt`)).json();
    expect(receipt.payment).toMatchObject({
      receiptNumber: paid.receiptNumber,
      amount: 700,
      voided: { reason: 'Entered against the wrong student', by: 'admin' },
    });
    const [audit] = await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'payment' and entity_id = $1 and action = 'update'`, [
      paid.id,
    ]);
    expect(audit).toMatchObject({ changes: { before: { voided: null }, after: { voided: { reason: 'Entered against the wrong student' } } } });

    const again = await admin('POST', `/api/payments/${paid.id}/void`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: `Receipt ${paid.receiptNumber} is already void` });
    expect((await admin('POST', '/api/payments/999999/void', { reason: 'Missing' })).statusCode).toBe(404);
    expect((await admin('POST', `/api/payments/${paid.id}/void`, {})).statusCode).toBe(400);
  });
});

describe('the collection register', () => {
  const DAY = '2027-02-10';
  it("lists a day's payments by mode, leaves voided ones out of the totals, and the CSV says the same", async () => {
    const cash = await newPayment(ids.student, 300, DAY, 'cash');
    const upi = await newPayment(ids.student, 200, DAY, 'upi');
    const register = async (query: string) => {
      const response = await admin('GET', `/api/fees/collections?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const day = await register(`from=${DAY}&to=${DAY}`);
    expect(day).toMatchObject({ from: DAY, to: DAY, mode: null, total: 500, count: 2, voidedCount: 0 });
    expect(day.byMode).toEqual([
      { mode: 'cash', count: 1, amount: 300 },
      { mode: 'upi', count: 1, amount: 200 },
    ]);
    expect(day.items.map((row: { receiptNumber: string }) => row.receiptNumber)).toEqual([cash.receiptNumber, upi.receiptNumber]);
    expect(await register(`from=${DAY}&to=${DAY}&mode=upi`)).toMatchObject({ total: 200, count: 1, mode: 'upi' });

    await admin('POST', `/api/payments/${cash.id}/void`, { reason: 'Cheque bounced' });
    const afterVoid = await register(`from=${DAY}&to=${DAY}`);
    expect(afterVoid).toMatchObject({ total: 200, count: 1, voidedCount: 1 });
    expect(afterVoid.items[0]).toMatchObject({ receiptNumber: cash.receiptNumber, voided: { reason: 'Cheque bounced' } });

    const csv = await admin('GET', `/api/fees/collections.csv?from=${DAY}&to=${DAY}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="collections-${DAY}-to-${DAY}.csv"`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Date","Receipt","Student","Enrollment number","Year","Mode","Amount","Recorded by","Void","Void reason"');
    expect(lines[1]).toBe(`"${DAY}","${cash.receiptNumber}","Student Demo","DEMO-BPT-01","SECOND","cash","300","admin","void","Cheque bounced"`);
    expect(lines.at(-1)).toBe('"Total","","","","","all modes","200","1 payments","",""');
  });

  it('refuses a range that runs backwards, is longer than a year, or is not a date', async () => {
    const backwards = await admin('GET', '/api/fees/collections?from=2026-12-02&to=2026-12-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('from (2026-12-02) must not be after to (2026-12-01)');
    expect((await admin('GET', '/api/fees/collections?from=2025-01-01&to=2026-12-01')).statusCode).toBe(400);
    expect((await admin('GET', '/api/fees/collections?from=2026-02-30')).statusCode).toBe(400);
    expect((await admin('GET', '/api/fees/collections?from=yesterday')).statusCode).toBe(400);
  });
});

describe('the public fee structure', () => {
  it('answers the current academic year’s plans, which follow what the admin edits', async () => {
    const before = (await call('anonymous', 'GET', '/api/public/fee-plans')).json();
    expect(before.academicYear).toMatch(/^\d{4}-\d{2}$/);
    expect(before.plans.length).toBeGreaterThan(0);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/fee-plans',
      headers: { origin: ORIGIN, cookie: cookies.admin as string },
      payload: { plans: [{ quota: 'management', yearOfStudy: 'FIRST', annualFee: 123_456, oneTimeFee: 10_000, dueDate: '2026-08-31' }] },
    });
    expect(change.statusCode, change.body).toBe(200);
    const after = (await call('anonymous', 'GET', '/api/public/fee-plans')).json();
    expect(after.plans).toContainEqual({ quota: 'management', yearOfStudy: 'FIRST', annualFee: 123_456, oneTimeFee: 10_000, dueDate: '2026-08-31' });
  });
});
