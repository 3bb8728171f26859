import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
let cookies: Record<'admin' | 'student' | 'faculty', string>;

beforeAll(async () => {
  ctx = await createTestApp();
  cookies = { admin: await login(ctx.app, 'admin'), student: await login(ctx.app, 'student'), faculty: await login(ctx.app, 'faculty') };
  // three addresses ask, one of them confirms through its mailed link
  let client = 0;
  for (const email of ['waiting@example.test', 'confirmed@example.test', '=formula@example.test']) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      headers: { origin: ORIGIN },
      payload: { email },
      remoteAddress: `198.51.100.${++client}`,
    });
    expect(answer.statusCode).toBe(200);
  }
  for (const address of ['confirmed@example.test', '=formula@example.test']) {
    const [mail] = await sql<{ text: string }>(ctx.databaseUrl, 'select text from mail_outbox where "to" = $1', [address]);
    const token = mail?.text.match(/#confirm=([A-Za-z0-9_-]+)/)?.[1];
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/confirmations', headers: { origin: ORIGIN }, payload: { token } });
    expect(confirmed.statusCode).toBe(200);
  }
});
afterAll(() => ctx.app.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
type Item = { email: string; state: string; subscribedAt: string; confirmedAt: string | null };

describe('GET /api/newsletter/subscribers', () => {
  it('lists every address with its state and dates, newest first, paged', async () => {
    const response = await get('/api/newsletter/subscribers', cookies.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { items: Item[]; total: number; page: number; pageSize: number };
    // the demo seeding's subscriptions are older than these three
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(ctx.databaseUrl, 'select count(*)::int as n from newsletter_subscription');
    expect(body).toMatchObject({ total: n, page: 1, pageSize: 20 });
    const byEmail = Object.fromEntries(body.items.map((item) => [item.email, item]));
    expect(byEmail['waiting@example.test']).toMatchObject({ state: 'waiting', confirmedAt: null });
    expect(byEmail['confirmed@example.test']?.state).toBe('confirmed');
    expect(Date.parse(byEmail['confirmed@example.test']?.confirmedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(byEmail['confirmed@example.test']?.subscribedAt ?? ''),
    );
    expect(body.items.slice(0, 3).map((item) => item.email)).toEqual(['=formula@example.test', 'confirmed@example.test', 'waiting@example.test']);

    const second = (await get('/api/newsletter/subscribers?page=2&pageSize=2', cookies.admin)).json() as { items: Item[]; total: number };
    expect(second.total).toBe(n);
    expect(second.items[0]?.email).toBe('waiting@example.test');
  });

  it('filters by state and refuses a state or page size it does not know, naming it', async () => {
    const waiting = (await get('/api/newsletter/subscribers?state=waiting', cookies.admin)).json() as { items: Item[]; total: number };
    expect(waiting.items.map((item) => item.email)).toContain('waiting@example.test');
    expect(waiting.items.every((item) => item.state === 'waiting' && item.confirmedAt === null)).toBe(true);
    const bad = await get('/api/newsletter/subscribers?state=gone', cookies.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('state');
    const tooMany = await get('/api/newsletter/subscribers?pageSize=500', cookies.admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('pageSize');
  });

  it('is the admin\u2019s only: 401 without a session, 403 for a student or a faculty member', async () => {
    expect((await get('/api/newsletter/subscribers')).statusCode).toBe(401);
    expect((await get('/api/newsletter/subscribers', cookies.student)).statusCode).toBe(403);
    expect((await get('/api/newsletter/subscribers', cookies.faculty)).statusCode).toBe(403);
  });
});

describe('GET /api/newsletter/subscribers.csv', () => {
  it('exports the confirmed addresses only, a formula made plain text', async () => {
    const response = await get('/api/newsletter/subscribers.csv', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"E-mail","Confirmed at"');
    const addresses = lines.slice(1).map((line) => line.split(',')[0]);
    expect(addresses).toEqual(expect.arrayContaining(['"\'=formula@example.test"', '"confirmed@example.test"']));
    expect(addresses).not.toContain('"waiting@example.test"');
  });

  it('is the admin\u2019s only', async () => {
    expect((await get('/api/newsletter/subscribers.csv')).statusCode).toBe(401);
    expect((await get('/api/newsletter/subscribers.csv', cookies.student)).statusCode).toBe(403);
    expect((await get('/api/newsletter/subscribers.csv', cookies.faculty)).statusCode).toBe(403);
  });
});
