import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, demoIds, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { validFaculty, validStudent } from './helpers/bodies.ts';
import { sql } from './helpers/database.ts';

let ctx: TestContext;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
const PER_ADDRESS = 12;

beforeAll(async () => {
  ctx = await createTestApp({ submissionLimit: PER_ADDRESS });
  admin = await login(ctx.app, 'admin');
  ids = await demoIds(ctx.databaseUrl);
});
afterAll(() => ctx.app.close());

// every test asks from an address of its own: the per-address limit never spills from one test into another
let last = 0;
const nextAddress = () => `198.51.100.${++last}`;

const askReset = (email: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: { origin: ORIGIN }, payload: { email }, remoteAddress });
const setPassword = (token: string, newPassword: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password-link', headers: { origin: ORIGIN }, payload: { token, newPassword } });
const signIn = (type: 'student' | 'faculty', email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${type}/login`, payload: { email, password }, remoteAddress: nextAddress() });

/** The mails queued for an address, newest last, with the secret of the link each carries. */
async function mailsTo(address: string) {
  const rows = await sql<{ subject: string; text: string }>(ctx.databaseUrl, 'select subject, text from mail_outbox where "to" = $1 order by id', [address]);
  return rows.map((row) => ({ ...row, token: row.text.match(/#(?:reset|welcome)=([A-Za-z0-9_-]+)/)?.[1] ?? '' }));
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same whether or not an account uses the address, and mails a link only to a real account', async () => {
    const known = await askReset('Student@Demo.College');
    const unknown = await askReset('nobody-here@demo.college');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toMatch(/^If an account uses this address, we have sent it a link/);
    expect(await mailsTo('nobody-here@demo.college')).toEqual([]);
    const [mail] = await mailsTo('student@demo.college');
    expect(mail?.subject).toBe('Reset your college portal password');
    expect(mail?.text).toContain(`${ORIGIN}/student-login#reset=`);
    expect(mail?.text).toContain('within 30 minutes');
  });

  it('a faculty member gets the faculty login page; the admin, who has no address of record, gets nothing', async () => {
    await askReset('faculty@demo.college');
    expect((await mailsTo('faculty@demo.college')).at(-1)?.text).toContain(`${ORIGIN}/faculty-login#reset=`);
    expect((await askReset('admin')).statusCode).toBe(400);
  });

  it('names the field of a malformed address, and stores nothing', async () => {
    const before = await sql(ctx.databaseUrl, 'select count(*)::int as n from mail_outbox');
    const response = await askReset('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('email') });
    expect(await sql(ctx.databaseUrl, 'select count(*)::int as n from mail_outbox')).toEqual(before);
  });

  it('sends one account at most three mails per window, with the same answer every time', async () => {
    const email = 'faculty02@demo.college';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await askReset(email));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('anyone may ask, signed in or not (CONTRACT section 10): a session changes nothing of the answer', async () => {
    const answers = [];
    for (const role of ['student', 'faculty', 'admin'] as const) {
      const cookie = await login(ctx.app, role);
      answers.push(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          headers: { cookie, origin: ORIGIN },
          payload: { email: 'nobody-at-all@demo.college' },
          remoteAddress: nextAddress(),
        }),
      );
    }
    answers.push(await askReset('nobody-at-all@demo.college'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('refuses an address (network) past its limit with 429, whatever the e-mail asked for', async () => {
    const address = nextAddress();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await askReset(`nobody${i}@example.test`, address)).statusCode).toBe(200);
    const refused = await askReset('student@demo.college', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many password reset requests from your network. Please try again in a few minutes.');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/auth/password-link', () => {
  async function resetLinkFor(email: string) {
    expect((await askReset(email)).statusCode).toBe(200);
    return (await mailsTo(email)).at(-1)?.token as string;
  }

  it('sets the password once: the new one signs in, the old one and the used link do not, sessions end', async () => {
    const email = 'student02@demo.college';
    const session = cookieFrom(await signIn('student', email, 'Other@12345')) as string;
    const status = async (cookie: string) => (await ctx.app.inject({ url: '/api/auth/status', headers: { cookie } })).json().isAuthenticated;
    expect(await status(session)).toBe(true);
    const token = await resetLinkFor(email);
    const done = await setPassword(token, 'lantern-quiet-47-river');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Your password is set. Sign in with it now.');
    expect((await signIn('student', email, 'Other@12345')).statusCode).toBe(401);
    const fresh = await signIn('student', email, 'lantern-quiet-47-river');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().mustChangePassword).toBe(false);
    expect(await status(session)).toBe(false);
    const again = await setPassword(token, 'another-fine-91-meadow');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'token', message: 'This link has expired or has already been used. Ask for a new one.' });
    const audit = await sql(ctx.databaseUrl, "select actor_type, entity, entity_id from audit_log where action = 'set-password-by-link' and entity_id = $1", [
      ids.otherStudent,
    ]);
    expect(audit).toEqual([{ actor_type: 'system', entity: 'student', entity_id: ids.otherStudent }]);
  });

  it('refuses a link older than 30 minutes, and an older link once a newer one was sent', async () => {
    const email = 'faculty@demo.college';
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    expect((await setPassword(first, 'harbour-sun-36-maple')).json().field).toBe('token');
    await sql(ctx.databaseUrl, `update password_link set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await setPassword(second, 'harbour-sun-36-maple')).statusCode).toBe(400);
    expect((await signIn('faculty', email, 'Faculty@12345')).statusCode).toBe(200);
  });

  it('refuses a weak password naming newPassword, and the link still works for a good one', async () => {
    const email = 'student@demo.college';
    await sql(ctx.databaseUrl, "delete from submission_attempt where key like 'password-reset-account:%'");
    const token = await resetLinkFor(email);
    const common = await setPassword(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ field: 'newPassword', message: expect.stringMatching(/^newPassword .*common passwords/) });
    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('newPassword');
    expect((await setPassword(token, 'orchid-lamp-62-ferry')).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed secret', async () => {
    expect((await setPassword('A'.repeat(43), 'lantern-quiet-47-river')).json()).toMatchObject({ statusCode: 400, field: 'token' });
    expect((await setPassword('not a token!', 'lantern-quiet-47-river')).statusCode).toBe(400);
  });
});

describe('first sign-in by link', () => {
  const call = (method: 'POST' | 'GET', url: string, cookie = admin, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload && { payload }) });

  it('a new faculty member chooses a password through the mailed link and signs in with it', async () => {
    const body = validFaculty();
    const created = await call('POST', '/api/faculty', admin, body);
    expect(created.statusCode).toBe(201);
    const [mail] = await mailsTo(body.contactInfo.email);
    expect(mail?.subject).toBe('Your college portal account: choose your password');
    expect(mail?.text).toContain(`${ORIGIN}/faculty-login#welcome=`);
    expect(mail?.text).toContain('within 72 hours');
    expect((await setPassword(mail?.token as string, 'copper-field-58-lark')).statusCode).toBe(200);
    const first = await signIn('faculty', body.contactInfo.email, 'copper-field-58-lark');
    expect(first.json()).toMatchObject({ user: { id: created.json().id, type: 'faculty' }, mustChangePassword: false });
  });

  it('the admin resends it: a new link works, the earlier one does not; the resend is audited', async () => {
    const body = validStudent();
    const { id } = (await call('POST', '/api/students', admin, body)).json();
    const resent = await call('POST', `/api/users/student/${id}/sign-in-link`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: `A first sign-in link was sent to ${body.contactInfo.email}`, sentTo: body.contactInfo.email });
    const [first, second] = await mailsTo(body.contactInfo.email);
    expect((await setPassword(first?.token as string, 'copper-field-58-lark')).statusCode).toBe(400);
    expect((await setPassword(second?.token as string, 'copper-field-58-lark')).statusCode).toBe(200);
    const audit = await sql(ctx.databaseUrl, "select actor_type from audit_log where action = 'send-sign-in-link' and entity = 'student' and entity_id = $1", [
      id,
    ]);
    expect(audit).toEqual([{ actor_type: 'admin' }]);
  });

  it('resending: 409 once the person chose a password, 404 for no such person, 401 and 403 for others', async () => {
    expect((await call('POST', `/api/users/faculty/${ids.faculty}/sign-in-link`)).statusCode).toBe(409);
    expect((await call('POST', '/api/users/student/999999/sign-in-link')).statusCode).toBe(404);
    expect((await call('POST', `/api/users/admin/1/sign-in-link`)).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/users/student/${ids.student}/sign-in-link`, headers: { origin: ORIGIN } });
    expect(anonymous.statusCode).toBe(401);
    const student = cookieFrom(await signIn('student', 'student@demo.college', 'orchid-lamp-62-ferry')) as string;
    expect((await call('POST', `/api/users/student/${ids.student}/sign-in-link`, student)).statusCode).toBe(403);
  });
});
