import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { validSubject } from './helpers/bodies.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';

const logs: string[] = [];
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ logLevel: 'info' }, { write: (line) => void logs.push(line) });
  admin = await login(ctx.app, 'admin');
});
afterAll(() => ctx.app.close());

describe('origin check (CSRF)', () => {
  it.each([
    ['http://evil.example', 403],
    ['null', 403],
    ['http://localhost:3000', 201],
    ['http://127.0.0.1:3000', 201],
  ])('a write from origin %s answers %i', async (origin, expected) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/subjects', headers: { cookie: admin, origin }, payload: validSubject() });
    expect(response.statusCode).toBe(expected);
  });

  it('a write without Origin (non-browser client) passes; reads ignore Origin', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/subjects', headers: { cookie: admin }, payload: validSubject() })).statusCode).toBe(201);
    expect((await ctx.app.inject({ url: '/api/events', headers: { origin: 'http://evil.example' } })).statusCode).toBe(200);
  });

  it('login from a foreign origin is refused too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { origin: 'http://evil.example' },
      payload: { username: 'admin', password: 'Admin@12345' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('errors', () => {
  it('unknown /api routes are JSON 404', async () => {
    const response = await ctx.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/does-not-exist not found' });
  });

  it('error bodies carry no stack or SQL', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/subjects', headers: { cookie: admin }, payload: { ...validSubject(), code: 'BPT101' } });
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(response.body).not.toMatch(/insert|select|stack|at \//i);
  });

  it('no answer with personal data may be kept by a cache: Cache-Control no-store', async () => {
    const student = await login(ctx.app, 'student');
    const { user } = (await ctx.app.inject({ url: '/api/auth/status', headers: { cookie: student } })).json() as { user: { id: number } };
    for (const [url, cookie] of [
      [`/api/students/${user.id}`, student],
      ['/api/students', admin],
      ['/api/auth/status', student],
      ['/api/personal-info', admin],
      ['/api/contact-info', admin],
    ] as const) {
      const response = await ctx.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends security headers', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/api/subjects']) {
      const response = await ctx.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers).not.toHaveProperty('x-powered-by');
    }
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/students', '/api/students/{id}', '/api/auth/status']));
    expect((await ctx.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('in production the docs pages are off unless enabled', async () => {
    const production = await createTestApp({ isProduction: true, apiDocs: false });
    try {
      expect((await production.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});

describe('admin lists of personal and contact info, audit log', () => {
  it('personal info rows name their student or faculty member', async () => {
    const rows = (await ctx.app.inject({ url: '/api/personal-info', headers: { cookie: admin } })).json();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const student = rows.find((row: { type: string }) => row.type === 'student');
    expect(student).toMatchObject({
      dob: expect.any(String),
      gender: expect.any(String),
      student: { id: expect.any(Number), firstName: expect.any(String) },
      faculty: null,
    });
    const faculty = (await ctx.app.inject({ url: '/api/personal-info?type=faculty', headers: { cookie: admin } })).json();
    expect(faculty).toHaveLength(6);
    expect(faculty[0].faculty).toMatchObject({ designation: expect.any(String) });
    const found = (await ctx.app.inject({ url: '/api/personal-info?q=demo%2003&page=1&pageSize=10', headers: { cookie: admin } })).json();
    expect(found.total).toBeGreaterThanOrEqual(1);
    expect(
      found.items.every((row: { student: { lastName: string } | null; faculty: { lastName: string } | null }) =>
        /demo 03/i.test((row.student ?? row.faculty)?.lastName ?? ''),
      ),
    ).toBe(true);
    const none = (await ctx.app.inject({ url: '/api/personal-info?q=%25&page=1', headers: { cookie: admin } })).json();
    expect(none.total).toBe(0);
  });

  it('contact info rows name their student or faculty member; paging and search work', async () => {
    const rows = (await ctx.app.inject({ url: '/api/contact-info?type=student', headers: { cookie: admin } })).json();
    expect(rows.every((row: { student: unknown; email: string }) => row.student && row.email)).toBe(true);
    const page = (await ctx.app.inject({ url: '/api/contact-info?q=faculty&page=1&pageSize=3&sort=email', headers: { cookie: admin } })).json();
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 3 });
  });

  it('every admin write leaves an audit row', async () => {
    const response = await ctx.app.inject({ url: '/api/audit-log?page=1&pageSize=5', headers: { cookie: admin } });
    expect(response.json().items[0]).toEqual({
      id: expect.any(Number),
      actorAccountId: expect.any(Number),
      actorType: 'admin',
      action: 'create',
      entity: 'subject',
      entityId: expect.any(Number),
      at: expect.any(String),
      changes: null,
    });
    const { entityId } = response.json().items[0];
    const search = (q: string) =>
      ctx.app.inject({ url: `/api/audit-log?q=${encodeURIComponent(q)}&page=1&pageSize=50`, headers: { cookie: admin } }).then((r) => r.json());
    expect((await search('SUBJ')).items.every((row: { entity: string }) => row.entity === 'subject')).toBe(true);
    expect((await search(String(entityId))).items.some((row: { entityId: number }) => row.entityId === entityId)).toBe(true);
    expect((await search('no-such-thing')).total).toBe(0);
  });
});

describe('logs', () => {
  it('record logins, failures, refusals and logouts without passwords or session ids', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/auth/student/login', payload: { email: 'student@demo.college', password: 'Wrong-Secret-1' } });
    const cookie = await login(ctx.app, 'student');
    await ctx.app.inject({ url: '/api/students', headers: { cookie } });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const text = logs.join('\n');
    for (const event of ['"login"', '"login_failed"', '"access_refused"', '"logout"']) expect(text).toContain(`"event":${event}`);
    expect(text).not.toContain('Wrong-Secret-1');
    expect(text).not.toContain('Student@12345');
    expect(text).not.toContain(cookie.split('=')[1]?.split('.')[0]);
  });
});

describe('two API instances on one database', () => {
  it('share a signed-in session, and logout on one ends it on both', async () => {
    const second = await buildApp({ databaseUrl: ctx.databaseUrl, config: { logLevel: 'silent', requestsPerMinute: 0 } });
    try {
      const cookie = await login(ctx.app, 'faculty');
      const status = await second.inject({ url: '/api/auth/status', headers: { cookie } });
      expect(status.json()).toMatchObject({ isAuthenticated: true, user: { type: 'faculty' } });
      await second.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: ORIGIN } });
      expect((await ctx.app.inject({ url: '/api/auth/status', headers: { cookie } })).json().isAuthenticated).toBe(false);
    } finally {
      await second.close();
    }
  });
});

describe('database outage', () => {
  it('answers 503 quickly while PostgreSQL is unreachable and recovers by itself', async () => {
    const target = new URL(ctx.databaseUrl);
    const proxy = await startTcpProxy(Number(target.port));
    target.port = String(proxy.port);
    const app = await buildApp({ databaseUrl: target.toString(), config: { logLevel: 'silent', requestsPerMinute: 0 } });
    try {
      const cookie = (await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { username: 'admin', password: 'Admin@12345' } })).headers[
        'set-cookie'
      ] as string;
      expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'up' });
      await proxy.cut();
      const started = Date.now();
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ db: 'down' });
      const events = await app.inject({ url: '/api/events' });
      expect(events.statusCode).toBe(503);
      expect(events.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      const students = await app.inject({ url: '/api/students', headers: { cookie: cookie.split(';')[0] as string } });
      expect(students.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(7_000);
      await proxy.restore();
      expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'up' });
      expect((await app.inject({ url: '/api/events' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/students', headers: { cookie: cookie.split(';')[0] as string } })).statusCode).toBe(200);
    } finally {
      await app.close();
      await proxy.cut();
    }
  });
});
