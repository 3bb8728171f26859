import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, type TestContext } from './helpers/app.ts';
import { FUZZ_RUNS, invalidBody, send, type WriteRoute, withControl, wrongType } from './helpers/fuzz.ts';

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

/** One checksum of the fee tables and the audit log: equal before and after means nothing was stored. */
const digest = async () =>
  (
    await db.query<{ digest: string }>(`select md5(concat_ws('|',
  (select json_agg(t order by id)::text from fee_plan t), (select json_agg(t order by id)::text from charge t),
  (select json_agg(t order by id)::text from payment t), (select json_agg(t order by id)::text from audit_log t),
  (select json_agg(t order by id)::text from student t))) as digest`)
  ).rows[0]?.digest;

const notRupees = fc.oneof(
  fc.integer({ max: -1 }),
  fc.double({ noInteger: true, noNaN: true }),
  fc.string(),
  fc.constant(null),
  fc.integer({ min: 100_000_001 }),
);
const plan = () => ({ quota: 'convener', yearOfStudy: 'FIRST', annualFee: 50_000, oneTimeFee: 10_000, dueDate: '2031-08-31' });

const routes = (): WriteRoute[] => [
  {
    name: 'POST /api/students/{id}/payments',
    method: 'POST',
    url: `/api/students/${ids.student}/payments`,
    valid: () => ({ amount: 1000, paidOn: '2026-11-20', mode: 'cash', receiptNumber: 'R-FUZZ-1', note: 'Fuzz' }),
    required: ['amount', 'paidOn', 'mode'],
    strings: ['paidOn', 'receiptNumber', 'note'],
    nonBlank: ['paidOn', 'receiptNumber'],
    enums: ['mode'],
    invalid: { amount: fc.oneof(notRupees, fc.constant(0)), paidOn: fc.constantFrom('2026-02-30', '2026-13-01', '1800-01-01', 'today') },
  },
  {
    name: 'PUT /api/fee-plans',
    method: 'PUT',
    url: '/api/fee-plans',
    valid: () => ({ academicYear: '2031-32', plans: [plan()] }),
    required: ['plans', 'plans.0.quota', 'plans.0.yearOfStudy', 'plans.0.annualFee', 'plans.0.oneTimeFee', 'plans.0.dueDate'],
    strings: ['academicYear', 'plans.0.dueDate'],
    nonBlank: ['academicYear', 'plans.0.dueDate'],
    enums: ['plans.0.quota', 'plans.0.yearOfStudy'],
    objects: ['plans.0'],
    invalid: {
      'plans.0.annualFee': notRupees,
      'plans.0.oneTimeFee': notRupees,
      academicYear: fc.constantFrom('2031-33', '31-32', '2031/32', '2031-32 '),
      plans: fc.oneof(wrongType, fc.constant([])),
    },
  },
  {
    name: 'POST /api/fee-plans/apply',
    method: 'POST',
    url: '/api/fee-plans/apply',
    valid: () => ({ academicYear: '2026-27' }),
    required: [],
    strings: ['academicYear'],
    nonBlank: ['academicYear'],
    invalid: { academicYear: fc.oneof(withControl, fc.constantFrom('2026-28', '2026')) },
  },
];

describe(`hostile bodies on the fee write routes (${FUZZ_RUNS} runs each)`, () => {
  it.each(['POST /api/students/{id}/payments', 'PUT /api/fee-plans', 'POST /api/fee-plans/apply'])(
    '%s answers 400, never 5xx, and stores nothing',
    async (name) => {
      const route = routes().find((candidate) => candidate.name === name) as WriteRoute;
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
    },
  );

  it('hostile Idempotency-Key headers are 400 and store nothing', async () => {
    const before = await digest();
    for (const key of ['', 'a b', 'x'.repeat(201), 'key\u00e9']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/students/${ids.student}/payments`,
        headers: { cookie: admin, origin: 'http://localhost:3000', 'idempotency-key': key },
        payload: { amount: 10, paidOn: '2026-11-20', mode: 'cash' },
      });
      expect(response.statusCode, `${JSON.stringify(key)}: ${response.body}`).toBe(400);
      expect(response.json().message).toContain('idempotency-key');
    }
    expect(await digest()).toBe(before);
  });
});
