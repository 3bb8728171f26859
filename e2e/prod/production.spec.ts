// Through nginx, in front of the production builds and two API processes on one PostgreSQL
// (`npm run prod:check`): pages under the Content-Security-Policy, the security headers, caching,
// each role signing in, admin writes, sessions and stored files across both API processes, one process killed.
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createFaculty, createStudent, setNewPassword, signInThroughPage } from '../tests/accounts.ts';

test.describe.configure({ mode: 'serial' });

const admin = { username: process.env.PROD_ADMIN_USERNAME ?? 'admin', password: process.env.PROD_ADMIN_PASSWORD ?? '' };
const apiPids = (process.env.PROD_API_PIDS ?? '').split(',').filter(Boolean).map(Number);
const apiUrls = (process.env.PROD_API_URLS ?? '').split(',').filter(Boolean);

/** Fails the test on anything the Content-Security-Policy blocks, or any script error. */
function watchForViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function signInAsAdmin(browser: Browser): Promise<{ page: Page; api: APIRequestContext }> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/faculty-login');
  await page.getByRole('radio', { name: 'Admin' }).check();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);
  return { page, api: context.request };
}

test('public pages render from the production builds under the security headers', async ({ page, request }) => {
  const problems = watchForViolations(page);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  expect(paths.length).toBeGreaterThan(5);
  for (const path of ['/', ...paths.filter((p) => p !== '/').slice(0, 5)]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scriptSources =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    // only this origin: the pages carry no inline script (their forms work before the app runs by themselves),
    // and no 'unsafe-inline' (data blocks such as JSON-LD are not scripts the browser runs)
    const body = (await response?.text()) ?? '';
    const inlineScripts = [...body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code = '']) => code.trim());
    expect(inlineScripts.filter(Boolean), path).toEqual([]);
    expect(scriptSources, path).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('no-cache');
  }
  expect(problems).toEqual([]);

  // hashed chunks are immutable for a year; the federation manifests and entries are revalidated
  const manifest = await request.get('/portals/mfe-public/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const html = await (await request.get('/')).text();
  const script = html.match(/src="?(\/[^" >]+\.js)/)?.[1];
  expect(script).toBeTruthy();
  const asset = (await (await request.get('/portals/mfe-public/mf-manifest.json')).json()) as { shared: { assets: { js: { sync: string[] } } }[] };
  const chunk = asset.shared.flatMap((s) => s.assets.js.sync).find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
  expect(chunk).toBeTruthy();
  const hashed = await request.get(`/portals/mfe-public/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers()['content-encoding']).toBe('gzip');
  // brotli wherever the client takes it: the builds' files and the prerendered pages
  for (const path of [`/portals/mfe-public/${chunk}`, '/portals/mfe-public/remoteEntry.js', '/main.js', '/', '/courses']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('br');
  }

  // plain HTTP is sent to HTTPS
  const insecure = await request.get(`${process.env.PROD_HTTP_URL ?? 'http://localhost:8080'}/courses`, { maxRedirects: 0 });
  expect(insecure.status()).toBe(301);
  expect(insecure.headers().location).toBe(`${new URL(page.url()).origin}/courses`);
});

test('public pages and login pages arrive prerendered (heading and meta before any script); portal routes are noindex', async ({ request }) => {
  for (const path of ['/', '/courses', '/contact', '/about/governing-body']) {
    const response = await request.get(path);
    const html = await response.text();
    expect(html, path).toMatch(/<main[^>]*id="main"[\s\S]*<h1/);
    expect(html, path).toMatch(/<meta name="description" content=".{50,}"/);
    expect(html, path).not.toMatch(/__PORTAL_BASE_|__SITE_ORIGIN__|localhost:38\d\d/);
    expect(response.headers()['x-robots-tag'], path).toBeUndefined();
  }
  const home = await (await request.get('/')).text();
  expect(home).toContain('/portals/mfe-public/');
  // a login page is its portal's document, composed the same way; a signed-in screen is the plain shell
  for (const path of ['/student-login', `/faculty-login?next=${encodeURIComponent('/admin-dashboard')}`]) {
    const response = await request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html, path).toMatch(/<main[^>]*id="main"[\s\S]*<h1>(Student|Faculty) Login<\/h1>[\s\S]*<label for="login-identifier">Email<\/label>/);
    expect(html, path).toMatch(/\/portals\/mfe-(student|faculty)\/remoteEntry\.js/);
  }
  for (const path of ['/faculty-dashboard/1', '/admin-dashboard']) {
    const response = await request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(await response.text(), path).not.toContain('<h1');
  }
});

test("a release of the public portal's folder is live with the next request, and a rollback too, with nginx left running", async ({ request }) => {
  const dist = join(import.meta.dirname, '..', '..', 'mfe-public', 'dist');
  const [staged, previous] = [`${dist}-release`, `${dist}-previous`];
  const title = async () => (await (await request.get('/facilities')).text()).match(/<title>([^<]*)<\/title>/)?.[1];
  const before = await title();
  expect(before).toMatch(/^Facilities \|/);
  // the release: the same build, whose /facilities document names another title
  rmSync(staged, { recursive: true, force: true });
  // `dist` may be a link to a release (npm run release): the copy is of what it points at
  cpSync(dist, staged, { recursive: true, dereference: true });
  const document = join(staged, 'pages', 'facilities', 'index.html');
  writeFileSync(document, readFileSync(document, 'utf8').replace('<title>Facilities |', '<title>Facilities (new release) |'));
  try {
    renameSync(dist, previous);
    renameSync(staged, dist);
    expect(await title()).toMatch(/^Facilities \(new release\) \|/);
    renameSync(dist, staged);
    renameSync(previous, dist);
    expect(await title()).toBe(before);
  } finally {
    if (existsSync(previous)) {
      rmSync(dist, { recursive: true, force: true });
      renameSync(previous, dist);
    }
    rmSync(staged, { recursive: true, force: true });
  }
});

test("a page's status, headers and hints are the same through nginx as from the shell's server alone (npm start)", async ({ request }) => {
  // one composition, the shell's server's: nginx only passes its pages on, under the same policy
  const alone = process.env.PROD_SHELL_URL ?? 'http://127.0.0.1:4510';
  // what differs per hop, not per page: connection handling, dates, file versions
  const perHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'server', 'etag', 'last-modified', 'accept-ranges']);
  const headersOf = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !perHop.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  for (const path of ['/', '/contact', '/admissions/anything', '/no-such-page', '/student-login']) {
    const [proxied, direct] = await Promise.all([request.get(path), request.get(`${alone}${path}`)]);
    expect(proxied.status(), path).toBe(direct.status());
    expect(headersOf(proxied.headers()), path).toEqual(headersOf(direct.headers()));
    expect(await proxied.text(), path).toBe(await direct.text());
  }
});

test('the API answers through nginx with the same headers, and unknown paths get the 404 page', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', db: 'up' });
  expect(health.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(health.headers()['x-frame-options']).toBe('DENY');
  expect(health.headers().server).toBe('nginx');
  // each address gets its true status: the composed not-found page answers 404, a section's own too
  const problems = watchForViolations(page);
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const course = await page.goto('/service-details/nope');
  expect(course?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  const section = await page.goto('/admissions/anything');
  expect(section?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /^Admissions / })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${new URL(page.url()).origin}/admissions`);
  // hydrated in place: the page goes live without an error (a mismatch is reported as one)
  await expect(page.locator('html[data-app-started]')).toHaveCount(1, { timeout: 20_000 });
  expect(problems).toEqual([]);
  const file = await request.get('/no-such-file.js');
  expect(file.status()).toBe(404);
});

test('the admin signs in, cookies are Secure and HttpOnly, writes land, and the session holds on both API processes', async ({ browser }) => {
  const { page, api } = await signInAsAdmin(browser);
  const problems = watchForViolations(page);
  const cookies = await page.context().cookies();
  const sid = cookies.find((cookie) => cookie.name === 'sid');
  expect(sid).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });

  // a write through the UI: a subject
  await page.goto('/admin-dashboard/subjects');
  await page.getByRole('button', { name: 'Add Subject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subject' });
  const code = `P${Date.now().toString(36)}`.slice(0, 12).toUpperCase();
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill('Production Check');
  await dialog.getByRole('button', { name: 'Add Subject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Production Check');
  const subjects = (await (await api.get('/api/subjects')).json()) as { code: string }[];
  expect(subjects.filter((subject) => subject.code === code)).toHaveLength(1);

  // nginx balances over both processes; every answer knows the session
  const statuses = await Promise.all(Array.from({ length: 30 }, () => api.get('/api/auth/status').then((r) => r.json())));
  for (const status of statuses) expect(status).toMatchObject({ user: { type: 'admin' } });
  expect(problems).toEqual([]);
  await page.context().close();
});

test('files in the object store: a PDF and an event photo sent through one API process download through the other, each on its own disk', async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(apiUrls.length < 2, 'needs PROD_API_URLS from prod:check');
  const [first, second] = apiUrls as [string, string];
  const origin = new URL(baseURL ?? '').origin;
  const pdf = (name: string) => ({
    name: `${name}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${name} ${Date.now()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
  });
  const files = { incomeCertificate: pdf('income'), recommendationLetter: pdf('letter'), academicTranscript: pdf('transcript') };
  const sent = await request.post(`${first}/api/submissions/scholarship`, {
    headers: { origin },
    multipart: {
      fullName: 'Object Store',
      email: 'object.store@example.test',
      phone: '9876543210',
      academicPercentage: '88.5',
      enrollmentNumber: 'ENR-PROD-S3',
      personalStatement: 'Sent through the first API process, read through the second.',
      communityInvolvement: 'Checks that no file stays on one machine.',
      website: '',
      ...files,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  const { page, api } = await signInAsAdmin(browser);
  const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'sid')?.value;
  const asAdmin = { cookie: `sid=${sid}` };
  const inbox = (await (await api.get('/api/inbox?kind=scholarship')).json()) as { items: { id: number; reference: string }[] };
  const item = inbox.items.find((entry) => entry.reference === reference);
  expect(item, reference).toBeDefined();
  const detail = (await (await api.get(`/api/inbox/${item?.id}`)).json()) as { files: { id: number; field: keyof typeof files }[] };
  expect(detail.files).toHaveLength(3);
  for (const file of detail.files) {
    const download = await request.get(`${second}/api/inbox/${item?.id}/files/${file.id}`, { headers: asAdmin });
    expect(download.status()).toBe(200);
    expect(await download.body()).toEqual(files[file.field].buffer);
  }

  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const created = await request.post(`${second}/api/events`, {
    headers: { ...asAdmin, origin },
    data: { eventTitle: `Object store ${Date.now()}`, eventDate: '2026-12-07', eventPhoto: png },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { photo } = (await created.json()) as { photo: { src: string } };
  const served = await request.get(`${first}${photo.src}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect((await served.body()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect((await request.get(photo.src)).status()).toBe(200);
  await page.context().close();
});

test('a new student and a new faculty member sign in with their one-time passwords and reach their dashboards', async ({ browser }) => {
  const { page: adminPage, api } = await signInAsAdmin(browser);
  const student = await createStudent(api);
  const faculty = await createFaculty(api);
  await adminPage.context().close();

  for (const [account, loginPath, dashboard] of [
    [student, '/student-login', '/student-dashboard/'],
    [faculty, '/faculty-login', '/faculty-dashboard/'],
  ] as const) {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const problems = watchForViolations(page);
    await signInThroughPage(page, loginPath, account.email, account.initialPassword);
    await setNewPassword(page, account.initialPassword, `prod-check-${Date.now()}`);
    await expect(page).toHaveURL(new RegExp(`${dashboard}${account.id}$`));
    await expect(page.getByRole('main')).toContainText(account.email === student.email ? /Fresh Student/ : /Fresh Faculty/);
    expect(problems).toEqual([]);
    await context.close();
  }
});

test('one API process killed: the other carries on and the admin stays signed in', async ({ browser }) => {
  test.skip(apiPids.length < 2, 'needs PROD_API_PIDS from prod:check');
  const { page, api } = await signInAsAdmin(browser);
  const before = Date.now();
  const reads = Array.from({ length: 40 }, (_, i) =>
    new Promise((resolve) => setTimeout(resolve, i * 25))
      .then(() => api.get('/api/auth/status'))
      .then(async (r) => ({ status: r.status(), body: await r.json() })),
  );
  setTimeout(() => process.kill(apiPids[0] as number, 'SIGKILL'), 200);
  for (const read of await Promise.all(reads)) {
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ user: { type: 'admin' } });
  }
  expect(() => process.kill(apiPids[0] as number, 0)).toThrow();
  await page.goto('/admin-dashboard/subjects');
  await expect(page.getByRole('button', { name: 'Add Subject' })).toBeVisible();
  const created = await api.post('/api/subjects', {
    data: { code: `K${Date.now().toString(36)}`.slice(0, 12).toUpperCase(), name: 'After the crash', year: 'FIRST' },
  });
  expect(created.status()).toBe(201);
  console.log(`reads during the kill: 40 of 40 answered in ${Date.now() - before} ms`);
  await page.context().close();
});

// These two use up this address's allowances, so they run last.
test('failed sign-ins are counted once for both API processes', async ({ browser, request }) => {
  const { page, api } = await signInAsAdmin(browser);
  const student = await createStudent(api);
  await page.context().close();
  const attempt = (password: string) => request.post('/api/auth/student/login', { data: { email: student.email, password } });
  // nginx spreads the ten failures over both processes (one of which may have been killed above; then one takes them all)
  for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).status()).toBe(401);
  const locked = await attempt(student.initialPassword);
  expect(locked.status()).toBe(429);
  expect(await locked.json()).toMatchObject({ statusCode: 429, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
});

test('nginx limits API requests per address for both processes, with a JSON answer', async ({ baseURL }) => {
  // straight from Node (the browser's request context is too slow to go over the limit); 60 connections at once
  const agent = new https.Agent({ keepAlive: true, maxSockets: 60, rejectUnauthorized: false });
  const get = (path: string) =>
    new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
      https
        .get(new URL(path, baseURL), { agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
        })
        .on('error', reject);
    });
  const answers = await Promise.all(Array.from({ length: 600 }, () => get('/api/health')));
  agent.destroy();
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(150);
  const limited = answers.filter((answer) => answer.status === 429);
  expect(limited.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  expect(JSON.parse(limited[0]?.body ?? '{}')).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  // nginx's own answer keeps the security headers every other answer has
  expect(limited[0]?.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'retry-after': '1' });
  expect(String(limited[0]?.headers['content-security-policy'])).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
});
