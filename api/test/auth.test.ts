import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, login, ORIGIN, oneTimePassword, type TestContext } from './helpers/app.ts';
import { validStudent } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.app.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);
const status = (cookie?: string) => inject({ url: '/api/auth/status', headers: cookie ? { cookie } : {} }).then((r) => r.json());

describe('login', () => {
  it.each([
    ['admin', { username: 'admin', password: 'Admin@12345' }],
    ['student', { email: 'student@demo.college', password: 'Student@12345' }],
    ['faculty', { email: 'FACULTY@demo.college', password: 'Faculty@12345' }],
  ])('%s signs in and the status reports it', async (type, body) => {
    const response = await inject({ method: 'POST', url: `/api/auth/${type}/login`, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { type, id: expect.any(Number) }, message: expect.any(String), mustChangePassword: false });
    const cookie = response.headers['set-cookie'] as string;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(await status(cookieFrom(response))).toEqual({ isAuthenticated: true, user: response.json().user, mustChangePassword: false });
  });

  it.each([
    ['admin', { username: 'admin', password: 'wrong' }, 'Invalid admin credentials'],
    ['admin', { username: 'nobody', password: 'Admin@12345' }, 'Invalid admin credentials'],
    ['student', { email: 'student@demo.college', password: 'wrong' }, 'Invalid email or password'],
    ['student', { email: 'nobody@demo.college', password: 'Student@12345' }, 'Invalid email or password'],
    ['student', { email: 'faculty@demo.college', password: 'Faculty@12345' }, 'Invalid email or password'],
    ['faculty', { email: 'faculty@demo.college', password: 'wrong' }, 'Invalid credentials'],
  ])('%s with bad credentials gets one generic 401', async (type, body, message) => {
    const response = await inject({
      method: 'POST',
      url: `/api/auth/${type}/login`,
      payload: body,
      remoteAddress: `10.0.0.${Math.floor(Math.random() * 200)}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
  });

  it.each([
    ['student', { email: 'not-an-email', password: 'x' }, 'email'],
    ['student', { email: 'a@b.co' }, 'password'],
    ['admin', { password: 'x' }, 'username'],
    ['admin', { username: 'admin', password: 'x', extra: 1 }, 'extra'],
  ])('%s login with a malformed body is 400 naming the field', async (type, body, field) => {
    const response = await inject({ method: 'POST', url: `/api/auth/${type}/login`, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('the login reply and the status name the person: full name for students and faculty, the login for the admin', async () => {
    const admin = await login(ctx.app, 'admin');
    const created = await inject({
      method: 'POST',
      url: '/api/students',
      headers: { cookie: admin, origin: ORIGIN },
      payload: { ...validStudent(), firstName: 'Ánjali', lastName: "D'Souza" },
    });
    expect(created.statusCode).toBe(201);
    const { id, contactInfo } = created.json() as { id: number; contactInfo: { email: string } };
    const initialPassword = await oneTimePassword(ctx.app, admin, 'student', id);
    const signIn = await inject({ method: 'POST', url: '/api/auth/student/login', payload: { email: contactInfo.email, password: initialPassword } });
    expect(signIn.json().user.name).toBe("Ánjali D'Souza");
    expect((await status(cookieFrom(signIn))).user.name).toBe("Ánjali D'Souza");
    expect((await status(admin)).user.name).toBe('admin');
  });

  it('anonymous status', async () => {
    expect(await status()).toEqual({ isAuthenticated: false, user: null, mustChangePassword: false });
  });
});

describe('sessions', () => {
  it('regenerates the session id at login (no fixation)', async () => {
    const admin = await login(ctx.app, 'admin');
    const response = await inject({
      method: 'POST',
      url: '/api/auth/student/login',
      headers: { cookie: admin },
      payload: { email: 'student@demo.college', password: 'Student@12345' },
    });
    const fresh = cookieFrom(response);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(admin);
    expect((await status(admin)).isAuthenticated).toBe(false);
    expect((await status(fresh)).user.type).toBe('student');
  });

  it('a cookie planted before login is not the signed-in session', async () => {
    const planted = 'sid=attacker-chosen-id.invalidsignature';
    const response = await inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { cookie: planted },
      payload: { username: 'admin', password: 'Admin@12345' },
    });
    expect(cookieFrom(response)).not.toBe(planted);
    expect((await status(planted)).isAuthenticated).toBe(false);
  });

  it('logout destroys the session: the old cookie no longer works', async () => {
    const cookie = await login(ctx.app, 'admin');
    const logout = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: ORIGIN } });
    expect(logout.statusCode).toBe(200);
    expect((await status(cookie)).isAuthenticated).toBe(false);
    expect((await inject({ url: '/api/students', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logout without a session is fine', async () => {
    expect((await inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('ends an idle session after 30 minutes', async () => {
    const cookie = await login(ctx.app, 'student');
    await sql(
      ctx.databaseUrl,
      `update session set data = jsonb_set(data, '{lastSeenAt}', to_jsonb((extract(epoch from now()) * 1000 - 31 * 60 * 1000)::bigint)) where account_id is not null`,
    );
    expect((await status(cookie)).isAuthenticated).toBe(false);
  });

  it('ends a session 8 hours after sign-in even when active', async () => {
    const cookie = await login(ctx.app, 'faculty');
    await sql(
      ctx.databaseUrl,
      `update session set data = jsonb_set(data, '{createdAt}', to_jsonb((extract(epoch from now()) * 1000 - 8.1 * 3600 * 1000)::bigint)) where account_id is not null`,
    );
    expect((await status(cookie)).isAuthenticated).toBe(false);
  });

  it('reading with a session does not write the session row each request', async () => {
    const cookie = await login(ctx.app, 'admin');
    const before = await sql(ctx.databaseUrl, 'select data::text as data, expires_at from session order by expires_at desc limit 1');
    for (let i = 0; i < 3; i++) await inject({ url: '/api/subjects', headers: { cookie } });
    const after = await sql(ctx.databaseUrl, 'select data::text as data, expires_at from session order by expires_at desc limit 1');
    expect(after).toEqual(before);
  });
});

describe('passwords', () => {
  it("a new student on the admin's one-time password must change it before anything else", async () => {
    const admin = await login(ctx.app, 'admin');
    const body = validStudent();
    const created = await inject({ method: 'POST', url: '/api/students', headers: { cookie: admin, origin: ORIGIN }, payload: body });
    const { id } = created.json();
    const initialPassword = await oneTimePassword(ctx.app, admin, 'student', id);
    expect(initialPassword).toMatch(/^.{12,}$/);
    const signIn = await inject({ method: 'POST', url: '/api/auth/student/login', payload: { email: body.contactInfo.email, password: initialPassword } });
    expect(signIn.json()).toMatchObject({ user: { id, type: 'student' }, mustChangePassword: true });
    const cookie = cookieFrom(signIn) as string;
    expect(await status(cookie)).toMatchObject({ mustChangePassword: true });
    const blocked = await inject({ url: `/api/students/${id}`, headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/change your password/);
    expect((await inject({ url: '/api/events', headers: { cookie } })).statusCode).toBe(200);

    const wrong = await inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: 'nope', newPassword: 'Brand-new-1' },
    });
    expect(wrong.statusCode).toBe(400);
    const short = await inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: initialPassword, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('newPassword');
    const same = await inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: initialPassword, newPassword: initialPassword },
    });
    expect(same.statusCode).toBe(400);
    const changed = await inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: initialPassword, newPassword: 'Brand-new-1' },
    });
    expect(changed.statusCode).toBe(200);
    // the session goes on under a new id; the old cookie opens nothing
    const renewed = cookieFrom(changed) as string;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(cookie);
    expect((await status(cookie)).isAuthenticated).toBe(false);
    expect(await status(renewed)).toMatchObject({ isAuthenticated: true, mustChangePassword: false });
    expect((await inject({ url: `/api/students/${id}`, headers: { cookie: renewed } })).statusCode).toBe(200);
    const again = await inject({ method: 'POST', url: '/api/auth/student/login', payload: { email: body.contactInfo.email, password: 'Brand-new-1' } });
    expect(again.json().mustChangePassword).toBe(false);
  });

  it("admin reset gives a one-time password and ends the user's sessions", async () => {
    const admin = await login(ctx.app, 'admin');
    const student = await login(ctx.app, 'otherStudent');
    const { user } = (await status(student)) as { user: { id: number } };
    const reset = await inject({ method: 'POST', url: `/api/users/student/${user.id}/reset-password`, headers: { cookie: admin } });
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword } = reset.json();
    expect((await status(student)).isAuthenticated).toBe(false);
    const signIn = await inject({ method: 'POST', url: '/api/auth/student/login', payload: { email: 'student02@demo.college', password: temporaryPassword } });
    expect(signIn.json().mustChangePassword).toBe(true);
    const audit = await inject({ url: '/api/audit-log', headers: { cookie: admin } });
    expect(audit.json()[0]).toMatchObject({ action: 'reset-password', entity: 'student', entityId: user.id, actorType: 'admin' });
  });

  it('reset for an unknown user is 404; bad type is 400', async () => {
    const admin = await login(ctx.app, 'admin');
    expect((await inject({ method: 'POST', url: '/api/users/faculty/999999/reset-password', headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: '/api/users/robot/1/reset-password', headers: { cookie: admin } })).statusCode).toBe(400);
  });
});

describe('login rate limit', () => {
  const attempt = (ip: string, email = 'faculty02@demo.college', password = 'wrong') =>
    inject({ method: 'POST', url: '/api/auth/faculty/login', payload: { email, password }, remoteAddress: ip });

  it('answers 429 after 10 failures for one account, even from new addresses', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(`192.0.2.${i + 1}`)).statusCode).toBe(401);
    const blocked = await attempt('192.0.2.99', 'faculty02@demo.college', 'Other@12345');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().statusCode).toBe(429);
  });

  it('answers 429 after 10 failures from one address, even for other accounts', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('198.51.100.7', `nobody${i}@demo.college`)).statusCode).toBe(401);
    expect((await attempt('198.51.100.7', 'faculty@demo.college', 'Faculty@12345')).statusCode).toBe(429);
    expect((await attempt('198.51.100.8', 'faculty@demo.college', 'Faculty@12345')).statusCode).toBe(200);
  });
});

describe('the client address behind a proxy', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    // the API as npm start runs it: the shell's proxy on 127.0.0.1 is the one trusted hop
    proxied = await createTestApp({ trustProxy: '127.0.0.1' });
  });
  afterAll(() => proxied.app.close());

  const viaShell = (forwardedFor: string, email: string, password = 'wrong', remoteAddress = '127.0.0.1') =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/faculty/login',
      payload: { email, password },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a 400-character forwarded address is counted like any other: no 500, and the account locks after 10 guesses', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await viaShell(`${i}`.padStart(400, '7'), 'faculty02@demo.college');
      expect(response.statusCode).toBe(401);
    }
    expect((await viaShell('8'.repeat(400), 'faculty02@demo.college', 'Other@12345')).statusCode).toBe(429);
  });

  it('an address forwarded by an untrusted peer is ignored: a fresh header per guess gets no fresh budget', async () => {
    for (let i = 0; i < 10; i++) expect((await viaShell(`203.0.113.${i}`, `guess${i}@demo.college`, 'wrong', '192.0.2.50')).statusCode).toBe(401);
    expect((await viaShell('203.0.113.77', 'faculty@demo.college', 'Faculty@12345', '192.0.2.50')).statusCode).toBe(429);
  });

  it("visitors behind the shell are told apart: one visitor's ten failures never lock out another", async () => {
    for (let i = 0; i < 10; i++) expect((await viaShell('127.0.0.2', `nobody${i}@demo.college`)).statusCode).toBe(401);
    expect((await viaShell('127.0.0.2', 'faculty@demo.college', 'Faculty@12345')).statusCode).toBe(429);
    expect((await viaShell('127.0.0.3', 'faculty@demo.college', 'Faculty@12345')).statusCode).toBe(200);
  });

  it('unconfigured, no forwarding header is trusted at all', async () => {
    const direct = await createTestApp();
    try {
      for (let i = 0; i < 10; i++) {
        const response = await direct.app.inject({
          method: 'POST',
          url: '/api/auth/faculty/login',
          payload: { email: `n${i}@demo.college`, password: 'x' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await direct.app.inject({
        method: 'POST',
        url: '/api/auth/faculty/login',
        payload: { email: 'faculty@demo.college', password: 'Faculty@12345' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.200' },
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await direct.app.close();
    }
  });

  it('a throttle store that fails counts as throttled: 429, never a free guess or a 500', async () => {
    await sql(proxied.databaseUrl, 'alter table login_failure rename to login_failure_away');
    try {
      const response = await viaShell('127.0.0.9', 'faculty@demo.college', 'Faculty@12345');
      expect(response.statusCode).toBe(429);
    } finally {
      await sql(proxied.databaseUrl, 'alter table login_failure_away rename to login_failure');
    }
  });
});

describe('sessions and passwords, hardened', () => {
  /** A new student signed in with the one-time password the admin was shown. */
  async function freshStudent(app = ctx.app) {
    const admin = await login(app, 'admin');
    const body = validStudent();
    const created = await app.inject({ method: 'POST', url: '/api/students', headers: { cookie: admin, origin: ORIGIN }, payload: body });
    const { id } = created.json() as { id: number };
    const initialPassword = await oneTimePassword(app, admin, 'student', id);
    const email = body.contactInfo.email;
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { email, password: initialPassword },
      remoteAddress: nextAddress(),
    });
    return { id, email, initialPassword, cookie: cookieFrom(signIn) as string, signIn };
  }
  // each test from addresses of its own: failures counted by address never spill from one test into another
  let last = 0;
  const nextAddress = () => `198.18.0.${++last}`;
  const changePassword = (cookie: string, currentPassword: string, newPassword: string, remoteAddress = nextAddress()) =>
    inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload: { currentPassword, newPassword }, remoteAddress });

  it('wrong current passwords on a password change count as failed logins of the account', async () => {
    const student = await freshStudent();
    for (let i = 0; i < 10; i++) expect((await changePassword(student.cookie, `guess-${i}`, 'tram-violet-88-orbit')).statusCode).toBe(400);
    expect((await changePassword(student.cookie, student.initialPassword, 'tram-violet-88-orbit')).statusCode).toBe(429);
    const signIn = await inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { email: student.email, password: student.initialPassword },
      remoteAddress: '192.0.2.200',
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('session ids are stored only as their SHA-256', async () => {
    const student = await freshStudent();
    const signed = decodeURIComponent(student.cookie.slice(student.cookie.indexOf('=') + 1));
    const id = signed.slice(0, signed.lastIndexOf('.'));
    const rows = await sql<{ sid: string }>(ctx.databaseUrl, 'select sid from session where account_id = (select id from account where login = $1)', [
      student.email,
    ]);
    expect(rows).toEqual([{ sid: createHash('sha256').update(id).digest('hex') }]);
    expect(await sql(ctx.databaseUrl, 'select 1 from session where sid = $1', [id])).toEqual([]);
  });

  it('new passwords that are common or hold the login name are refused, naming the field', async () => {
    const student = await freshStudent();
    const common = await changePassword(student.cookie, student.initialPassword, 'password1');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^newPassword .*common passwords/);
    const named = await changePassword(student.cookie, student.initialPassword, `${student.email.split('@')[0]}-2026!`);
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe('newPassword must not contain your login name');
    expect((await changePassword(student.cookie, student.initialPassword, 'tram-violet-88-orbit')).statusCode).toBe(200);
  });

  it('a one-time password expires after the configured hours, with a clear message', async () => {
    const student = await freshStudent();
    expect(student.signIn.statusCode).toBe(200);
    await sql(ctx.databaseUrl, `update account set password_set_at = now() - interval '73 hours' where login = $1`, [student.email]);
    const late = await inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { email: student.email, password: student.initialPassword },
      remoteAddress: nextAddress(),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Your one-time password has expired. Ask the college office for a new one.');
    await sql(ctx.databaseUrl, `update account set password_set_at = now() - interval '71 hours' where login = $1`, [student.email]);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/auth/student/login',
          payload: { email: student.email, password: student.initialPassword },
          remoteAddress: nextAddress(),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('expired sessions are deleted by a periodic job', async () => {
    const swept = await createTestApp({ sessionSweepMs: 50 });
    try {
      await sql(
        swept.databaseUrl,
        `insert into session (sid, account_id, data, expires_at) values ('gone', null, '{}', now() - interval '1 minute'), ('kept', null, '{}', now() + interval '1 hour')`,
      );
      await expect
        .poll(async () => (await sql<{ sid: string }>(swept.databaseUrl, 'select sid from session order by sid')).map((row) => row.sid), { timeout: 5000 })
        .toEqual(['kept']);
    } finally {
      await swept.app.close();
    }
  });
});
