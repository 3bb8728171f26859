// What the shell's server writes into its answers never comes from a header a client made up.
import { request } from 'node:http';
import { expect, test } from './fixtures.ts';

/** A raw GET to the shell with a Host header of our choosing (a browser cannot send one). */
function getWithHost(baseURL: string, path: string, host: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a made-up Host header never chooses where browsers load portal code from', async ({ baseURL }) => {
  const remotes = await getWithHost(baseURL as string, '/remotes.json', 'evil.example');
  expect(remotes.status).toBe(200);
  const urls = Object.values(JSON.parse(remotes.body) as Record<string, string>);
  expect(urls.length).toBe(4);
  for (const url of urls) expect(new URL(url).hostname).toBe('localhost');
  const page = await getWithHost(baseURL as string, '/courses', 'evil.example');
  expect(page.status).toBe(200);
  expect(page.body).toContain('<h1');
  expect(page.body).not.toContain('evil.example');
});

test("a Host header's other port never becomes the site's origin (nor another cached page)", async ({ baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  // the home page's structured data names the site's address
  const page = await getWithHost(baseURL as string, '/', 'localhost:1');
  expect(page.status).toBe(200);
  expect(page.body).toContain(`"url":"${origin}/"`);
  expect(page.body).not.toContain('localhost:1/');
});

/** A raw POST of a JSON body of `size` bytes through the shell's /api proxy. */
function postThroughShell(baseURL: string, path: string, size: number) {
  const { hostname, port } = new URL(baseURL);
  const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(size) });
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: new URL(baseURL).origin },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('a body over the limit sent through the shell answers 413 with the JSON error, every time', async ({ baseURL }) => {
  for (let i = 0; i < 5; i++) {
    const answer = await postThroughShell(baseURL as string, '/api/auth/student/login', 1_100_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
  }
});

test("the shell sends production's security headers, and the browser enforces them on a live page", async ({ browser, baseURL }) => {
  // a page of its own: the refusal below is on purpose, and the fixture's page fails a test on any
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const answer = await page.goto('/courses');
  const headers = answer?.headers() ?? {};
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const policy = headers['content-security-policy'] ?? '';
  const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
  for (const manifest of Object.values(remotes)) expect(scripts).toContain(new URL(manifest).origin);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // a script from anywhere else is refused, as it would be behind nginx
  const refused = page.waitForEvent('console', (message) => /Content Security Policy/i.test(message.text()));
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'http://127.0.0.2:9/injected.js';
    document.head.append(script);
  });
  expect((await refused).text()).toContain('script-src');
  await context.close();
});

test("each portal's own server sends the shell's security headers with its page and its scripts", async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  for (const manifest of Object.values(remotes)) {
    const origin = new URL(manifest).origin;
    for (const address of [`${origin}/`, `${origin}/remoteEntry.js`]) {
      const headers = (await request.get(address)).headers();
      expect(headers['content-security-policy'], address).toMatch(/^default-src 'self'; script-src 'self'.*; frame-ancestors 'none'/);
      expect(headers['x-frame-options'], address).toBe('DENY');
      expect(headers['x-content-type-options'], address).toBe('nosniff');
      expect(headers['referrer-policy'], address).toBe('strict-origin-when-cross-origin');
    }
  }
});
