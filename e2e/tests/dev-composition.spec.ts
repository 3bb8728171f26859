// One composition in development too: `npm run dev` (started here on ports of its own) answers a page through the
// shell's server, as `npm start` (this stack) does, so each page gets the same status, headers and hints in both.
// production.spec.ts compares `npm start` with nginx in front: the three answer alike. Its project runs last (see
// playwright.config.ts); alone: `playwright test tests/dev-composition.spec.ts --project=dev --no-deps`.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { stackPorts } from '@college/topology';
import type { APIResponse } from '@playwright/test';
import { BOOKS_API_BASE } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const DEV_OFFSET = offset + 50;
const start = stackPorts(offset);
const dev = stackPorts(DEV_OFFSET);
const startOrigin = `http://localhost:${start.shell}`;
const devOrigin = `http://localhost:${dev.shell}`;
/** The shell's dev server, behind the shell's server in development (shared-ui/build/dev-server.mjs). */
const SHELL_BUILD_PORT_SHIFT = 90;

const PATHS = ['/', '/contact', '/admissions/anything', '/service-details/nope', '/no-such-page', '/student-login', '/robots.txt'];
/** What differs per connection or per file version, not per page. */
const PER_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'server', 'etag', 'last-modified', 'accept-ranges']);

/** A stack's ports named by role, so that the two stacks' answers compare. */
function portsNamed(text: string, ports: ReturnType<typeof stackPorts>): string {
  const roles: [number, string][] = [
    [ports.shell + SHELL_BUILD_PORT_SHIFT, 'shell-build'],
    [ports.shell, 'shell'],
    [ports.api, 'api'],
    ...Object.entries(ports.portals).map(([folder, port]): [number, string] => [port, folder]),
  ];
  return roles.reduce((named, [port, role]) => named.replaceAll(`:${port}`, `:<${role}>`), text);
}

/** What development adds to the policy: webpack's eval, and the dev servers (the shell's among them) and their sockets. */
function withoutDevelopmentAdditions(policy: string): string {
  return policy
    .split('; ')
    .map((directive) =>
      directive
        .split(' ')
        .filter((source) => source !== "'unsafe-eval'" && !source.startsWith('ws://') && source !== 'http://localhost:<shell-build>')
        .join(' '),
    )
    .join('; ');
}

function headersOf(response: APIResponse, ports: ReturnType<typeof stackPorts>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers())
      .filter(([name]) => !PER_HOP.has(name))
      .map(([name, value]): [string, string] => [name, portsNamed(value, ports)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const attributesOf = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/\s([a-z-]+)(?:=("[^"]*"|[^\s">]+))?/g)].map(([, name = '', value = '']) => [name, value.replace(/^"|"$/g, '')]));

/** What the HTML asks the browser for before any script runs: its hints (by kind and origin) and its scripts; and its head data. */
function hintsOf(html: string, ports: ReturnType<typeof stackPorts>) {
  const named = portsNamed(html, ports);
  const links = [...named.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributesOf(tag));
  const originOf = (href = '') => (href.startsWith('/') ? 'site' : (href.match(/^https?:\/\/[^/]+/)?.[0] ?? href));
  return {
    hints: [...new Set(links.filter((link) => link.rel !== 'canonical').map((link) => `${link.rel} ${link.as ?? ''} ${originOf(link.href)}`))].sort(),
    remoteEntry: links.some((link) => link.rel === 'preload' && link.href?.endsWith('/remoteEntry.js')),
    scripts: [...named.matchAll(/<script\b[^>]*>/g)].map(([tag]) => attributesOf(tag).src).filter(Boolean),
    title: named.match(/<title>([^<]*)<\/title>/)?.[1],
    meta: [...named.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => attributesOf(tag)).filter((meta) => meta.name === 'description' || meta.name === 'robots'),
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    heading: named.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, ''),
  };
}

let devStack: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const repo = join(import.meta.dirname, '..', '..');
  // this stack's database (development needs an API process of its own, not data of its own), and its configuration
  devStack = spawn(process.execPath, [join(repo, '.ci', 'tasks', 'dev.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      STACK_PORT_OFFSET: String(DEV_OFFSET),
      STACK_QUIET: '1',
      BOOKS_API_BASE,
      DATABASE_URL: process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${start.postgres}/college`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const said: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      said.push(chunk.toString());
      if (chunk.toString().includes('Press Ctrl-C')) resolve();
    };
    devStack?.stdout?.on('data', onData);
    devStack?.stderr?.on('data', onData);
    devStack?.once('exit', (code) => reject(new Error(`npm run dev exited (code ${code}) before it was up:\n${said.join('').slice(-4000)}`)));
  });
});

test.afterAll(async () => {
  const child = devStack;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
});

test("a page's status, headers and hints are the same from npm run dev as from npm start", async ({ request }) => {
  for (const path of PATHS) {
    // (compressed or not is each file's: a release carries precompressed copies, a development build none)
    const ask = (origin: string) => request.get(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' }, maxRedirects: 0 });
    const [fromStart, fromDev] = await Promise.all([ask(startOrigin), ask(devOrigin)]);
    expect(fromDev.status(), path).toBe(fromStart.status());
    const [startHeaders, devHeaders] = [headersOf(fromStart, start), headersOf(fromDev, dev)];
    const policy = devHeaders['content-security-policy'] ?? '';
    expect(policy, path).toContain("'unsafe-eval'");
    expect(policy, path).toContain('ws://localhost:<shell-build>');
    expect({ ...devHeaders, 'content-security-policy': withoutDevelopmentAdditions(policy) }, path).toEqual(startHeaders);
    if (!(startHeaders['content-type'] ?? '').startsWith('text/html')) continue;
    const [startPage, devPage] = [hintsOf(await fromStart.text(), start), hintsOf(await fromDev.text(), dev)];
    expect(devPage, path).toEqual(startPage);
  }
});

test('the composed development page comes alive as it was prerendered, its hinted files there to fetch', async ({ page, request }) => {
  for (const path of ['/', '/no-such-page']) {
    const html = await (await request.get(`${devOrigin}${path}`)).text();
    const hinted = [...html.matchAll(/<link\b[^>]*\brel="?preload"?[^>]*>/g)].map(([tag]) => attributesOf(tag).href ?? '');
    expect(hinted.length, path).toBeGreaterThan(2);
    for (const href of hinted) expect((await request.get(new URL(href, devOrigin).href)).status(), href).toBe(200);
  }
  // React's development build reports what its production build passes over: HTML that does not match the app
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) mismatches.push(message.text());
  });
  const response = await page.goto(`${devOrigin}/contact`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('html[data-prerendered][data-app-started]')).toHaveCount(1);
  expect(mismatches).toEqual([]);
});
