// Caching and compression as `npm start` serves the site: hashed files are immutable for a
// year; HTML, /remotes.json, the portals' manifests and entries are revalidated; text travels as brotli;
// the prerendered HTML preloads the public portal's entry, so the entry is not waiting on main.js.
import { stackPorts } from '@college/topology';
import { expect, test } from './fixtures.ts';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const publicOrigin = `http://localhost:${stackPorts(offset).portals['mfe-public']}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png)$/;

test('every script and stylesheet of home is cached by its name: hashed for a year, the rest revalidated, brotli on the wire', async ({ page, request }) => {
  const files = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.status() === 200) files.add(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const urls = [...files];
  expect(urls.filter((url) => HASHED.test(new URL(url).pathname)).length, 'hashed chunks').toBeGreaterThan(3);
  expect(urls.some((url) => url.endsWith('/main.js'))).toBe(true);
  expect(urls.some((url) => url === `${publicOrigin}/remoteEntry.js`)).toBe(true);
  for (const url of urls) {
    const response = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], url).toBe(HASHED.test(new URL(url).pathname) ? IMMUTABLE : 'no-cache');
    // config.js is a few bytes made at start-up; every built file has its brotli copy
    if (!url.endsWith('/config.js')) expect(headers['content-encoding'], url).toBe('br');
  }
});

test('HTML, remotes.json and manifests are revalidated; the prerendered HTML is brotli and preloads the public entry', async ({ request }) => {
  for (const path of ['/', '/courses', '/student-login']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers()['content-encoding'], path).toBe('br');
  }
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  for (const manifest of Object.values(remotes)) {
    const response = await request.get(manifest);
    expect(response.status(), manifest).toBe(200);
    expect(response.headers()['cache-control'], manifest).toBe('no-cache');
  }
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
  expect(preloads).toContain(`<link rel="preload" as="script" href="${publicOrigin}/remoteEntry.js">`);
  // the shell's own scripts block nothing: deferred, config.js runs before main.js
  // (the shell's built index.html, minified: attributes unquoted where HTML allows)
  expect(html).toMatch(/<script defer(="")? src="?\/config\.js"?><\/script><script defer(="")? src="?\/main\.js"?>/);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
});
