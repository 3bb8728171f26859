import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  admin = await login(ctx.app, 'admin');
});
afterAll(() => ctx.app.close());

const put = (id: number, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/students/${id}`, payload, headers: { cookie: admin, origin: ORIGIN } });
const stored = async (id: number) =>
  (await sql<{ enrollment_number: string; quota: string }>(ctx.databaseUrl, 'select enrollment_number, quota from student where id = $1', [id]))[0];

describe("the fee-plan fields of the admin's student form (PUT /api/students/{id})", () => {
  it('saves a new quota and enrolment number', async () => {
    const response = await put(ids.otherStudent, { enrollmentNumber: ' BPT/2026/042 ', quota: 'management' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ enrollmentNumber: 'BPT/2026/042', quota: 'management' });
    expect(await stored(ids.otherStudent)).toEqual({ enrollment_number: 'BPT/2026/042', quota: 'management' });
  });

  it("refuses another student's enrolment number (409), an empty one and an unknown quota (400), changing nothing", async () => {
    const taken = (await stored(ids.student))?.enrollment_number;
    const duplicate = await put(ids.otherStudent, { enrollmentNumber: taken, quota: 'convener' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('This enrollment number is already in use');
    const empty = await put(ids.otherStudent, { enrollmentNumber: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/enrollmentNumber/);
    const quota = await put(ids.otherStudent, { quota: 'sports' });
    expect(quota.statusCode).toBe(400);
    expect(quota.json().message).toMatch(/quota/);
    expect(await stored(ids.otherStudent)).toEqual({ enrollment_number: 'BPT/2026/042', quota: 'management' });
  });
});
