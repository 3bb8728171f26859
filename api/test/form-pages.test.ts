// The public forms as a browser sends them itself, before (or without) the app's code: urlencoded or multipart,
// asking for HTML. The answer is a page saying what happened; what the API client (JSON) gets is unchanged.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, cookieFrom, createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import { scholarshipFields, scholarshipFiles } from './helpers/submissions.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let ctx: TestContext;
let last = 0;
const nextAddress = () => `198.51.100.${++last}`;

beforeAll(async () => {
  ctx = await createTestApp({ submissionsDir: mkdtempSync(path.join(tmpdir(), 'form-pages-')) });
});
afterAll(() => ctx.app.close());

const contactForm = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    name: 'Form Visitor',
    option: 'admission',
    customOption: '',
    email: 'form.visitor@example.com',
    phone: '+91 98765 43210',
    description: 'Sent by the browser itself.',
    website: '',
    ...fields,
  }).toString();

const postForm = (url: string, payload: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextAddress(),
    headers: { origin: ORIGIN, accept: BROWSER_ACCEPT, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const storedFrom = (email: string) => sql(ctx.databaseUrl, 'select kind, reference from submission where email = $1', [email]);

describe('a public form posted by the browser itself', () => {
  it('stores the message and answers a page with its reference, which the admin sees in the inbox', async () => {
    const response = await postForm('/api/submissions/contact', contactForm());
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const reference = response.body.match(/Your reference number: (CON-[0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1];
    expect(reference).toBeDefined();
    expect(response.body).toContain('<title>Message: sent | Physiotherapy College</title>');
    expect(response.body).toContain('<a href="/contact">');
    expect(await storedFrom('form.visitor@example.com')).toEqual([{ kind: 'contact', reference }]);
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/inbox', headers: { cookie: await login(ctx.app, 'admin') } });
    expect(inbox.body).toContain(reference);
  });

  it('answers bad input with a page naming the field, and stores nothing', async () => {
    const response = await postForm('/api/submissions/contact', contactForm({ email: 'bad.visitor@', option: 'admission' }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Message: not sent');
    expect(response.body).toMatch(/<div role="alert">\s*<p>[^<]*e-?mail/i);
    expect(await storedFrom('bad.visitor@')).toEqual([]);
    const noOption = await postForm('/api/submissions/contact', contactForm({ option: '', email: 'no.option@example.com' }));
    expect(noOption.statusCode).toBe(400);
    expect(noOption.body).toContain('Please select an option');
    expect(await storedFrom('no.option@example.com')).toEqual([]);
  });

  it('is refused from another site (the Origin check), with a page, and nothing is stored', async () => {
    const response = await postForm('/api/submissions/contact', contactForm({ email: 'elsewhere@example.com' }), { origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Origin not allowed');
    expect(await storedFrom('elsewhere@example.com')).toEqual([]);
  });

  it('takes the scholarship application with its PDFs as multipart', async () => {
    const body = multipartBody({ ...scholarshipFields(), email: 'no.script@example.com' }, scholarshipFiles());
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions/scholarship',
      payload: body.payload,
      remoteAddress: nextAddress(),
      headers: { ...body.headers, origin: ORIGIN, accept: BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).toMatch(/Your reference number: SCH-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(await storedFrom('no.script@example.com')).toHaveLength(1);
  });

  it('takes the footer subscription and answers its message as a page', async () => {
    const response = await postForm('/api/newsletter/subscriptions', 'email=footer.reader%40example.com');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Please confirm your subscription with the link we have sent to your e-mail address.');
    expect(await sql(ctx.databaseUrl, 'select email from newsletter_subscription where email = $1', ['footer.reader@example.com'])).toHaveLength(1);
  });

  it('answers the status check with a page giving the status in words, and a wrong address with the way back', async () => {
    const sent = await postForm('/api/submissions/contact', contactForm({ email: 'status.visitor@example.com' }));
    const reference = sent.body.match(/Your reference number: (CON-[0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1] ?? '';
    await sql(ctx.databaseUrl, "update submission set status = 'in-review' where reference = $1", [reference]);
    const found = await postForm(
      '/api/submissions/status',
      new URLSearchParams({ reference: reference.toLowerCase(), email: 'status.visitor@example.com' }).toString(),
    );
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(found.body).toContain(`<title>Application ${reference} | Physiotherapy College</title>`);
    expect(found.body).toMatch(/<div role="status">\s*<p>Status: In review<\/p>/);
    expect(found.body).toContain('<a href="/applications/status">Back to the form</a>');
    const wrong = await postForm('/api/submissions/status', new URLSearchParams({ reference, email: 'someone.else@example.com' }).toString());
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('<title>Status check: no answer | Physiotherapy College</title>');
    expect(wrong.body).toContain('No application matches that reference number and e-mail address.');
    expect(wrong.body).not.toContain('In review');
    const missing = await postForm('/api/submissions/status', new URLSearchParams({ reference }).toString());
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/<div role="alert">\s*<p>[^<]*email/i);
  });

  it('still answers JSON to the app, and refuses urlencoded bodies from other callers and on other routes', async () => {
    const fields = Object.fromEntries(new URLSearchParams(contactForm({ email: 'app.caller@example.com' })));
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions/contact',
      payload: fields,
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ kind: 'contact', status: 'new' });
    const notBrowser = await postForm('/api/submissions/contact', contactForm({ email: 'not.browser@example.com' }), { accept: 'application/json' });
    expect(notBrowser.statusCode).toBe(415);
    expect(await storedFrom('not.browser@example.com')).toEqual([]);
    const other = await postForm('/api/submissions/book-request', 'bookTitle=Kinesiology&email=other.route%40example.com');
    expect(other.statusCode).toBe(415);
    expect(other.json().message).toBe('Send this as application/json');
  });

  it('signs in from a login form posted without JavaScript: the session cookie, then on to the portal', async () => {
    const student = await postForm('/api/auth/student/login', new URLSearchParams({ role: 'student', ...CREDENTIALS.student.body }).toString());
    expect(student.statusCode).toBe(303);
    expect(student.headers.location).toMatch(/^\/student-dashboard\/\d+$/);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie: cookieFrom(student) ?? '' } });
    expect(status.json()).toMatchObject({ isAuthenticated: true, user: { type: 'student' } });
    const admin = await postForm('/api/auth/admin/login', new URLSearchParams(CREDENTIALS.admin.body).toString());
    expect(admin.statusCode).toBe(303);
    expect(admin.headers.location).toBe('/admin-dashboard');
  });

  it('answers a wrong password with a page saying so and the way back, and no session', async () => {
    const response = await postForm('/api/auth/faculty/login', new URLSearchParams({ email: 'faculty@demo.college', password: 'wrong-password' }).toString());
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<title>Sign-in: not sent | Physiotherapy College</title>');
    expect(response.body).toContain('<p>Invalid credentials</p>');
    expect(response.body).toContain('<a href="/faculty-login">Back to the form</a>');
    expect(response.headers['set-cookie']).toBeUndefined();
    const missing = await postForm('/api/auth/student/login', 'email=student%40demo.college');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('password');
  });
});
