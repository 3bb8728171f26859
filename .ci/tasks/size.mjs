// `npm run size`: what a first visit downloads (gzip), per package, measured in a real Chromium
// against the built product. Fails when a budget is exceeded.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAll, WEB_PACKAGES } from '../lib/build.mjs';
import { root, stopAll } from '../lib/processes.mjs';
import { startStack } from '../lib/stack.mjs';

process.env.STACK_PORT_OFFSET ??= '60';
process.env.STACK_QUIET = '1';
const require = createRequire(join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const KB = 1024;
const BUDGET = {
  shellJs: 150 * KB, // shell chrome + MF runtime + shared React, react-dom, router
  portalFirstRouteJs: 60 * KB, // each portal's first route on top of the shell
  homeTotalJs: 150 * KB, // everything home downloads, chrome and page: what a first visit feels
  homeCss: 25 * KB,
  publicRouteExtraJs: 40 * KB, // each other public route on top of home
};

if (WEB_PACKAGES.some((pkg) => !existsSync(join(root, pkg, 'dist', 'index.html')))) await buildAll();
const ports = await startStack();
const origin = `http://localhost:${ports.shell}`;
const portOf = Object.fromEntries([[String(ports.shell), 'shell'], ...Object.entries(ports.portals).map(([p, port]) => [String(port), p])]);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** Loads a path in a fresh context; returns gzip bytes of JS and CSS per package. */
async function measure(path, { signIn } = {}) {
  const context = await browser.newContext();
  if (signIn) await context.request.post(`${origin}/api/auth/${signIn.type}/login`, { data: signIn.body, headers: { Origin: origin } });
  const page = await context.newPage();
  const bytes = {};
  /** gzip bytes per script URL */
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const pkg = portOf[new URL(response.url()).port] ?? 'other';
    pending.push(
      response.body().then(
        (body) => {
          const key = `${pkg}:${type === 'script' ? 'js' : 'css'}`;
          const gz = gzipSync(body, { level: 9 }).length;
          bytes[key] = (bytes[key] ?? 0) + gz;
          if (type === 'script') scripts.set(response.url(), gz);
          if (process.env.SIZE_DETAIL) console.log(`${path}  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${response.url()}`);
        },
        () => {},
      ),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // a prerendered page brings its stylesheets inside the HTML (<style data-href>): counted as CSS too
  const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((style) => style.textContent).join('\n'));
  if (inlineCss) bytes['inline:css'] = gzipSync(inlineCss, { level: 9 }).length;
  await context.close();
  return { bytes, scripts };
}

const sum = (bytes, kind) =>
  Object.entries(bytes)
    .filter(([k]) => k.endsWith(`:${kind}`))
    .reduce((n, [, v]) => n + v, 0);
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const rows = [];
const failures = [];
const check = (label, value, budget) => {
  const ok = value <= budget;
  // the bytes too: a budget is often met or missed by less than the tenth of a KB the table rounds to
  rows.push(`${label.padEnd(72)} ${kb(value).padStart(10)}  budget ${kb(budget).padStart(9)}  ${ok ? 'ok' : 'OVER'}  (${value} of ${budget} B)`);
  if (!ok) failures.push(label);
};

try {
  const { bytes: home, scripts: homeScripts } = await measure('/');
  check('shell JS (chrome, MF runtime, React, router) on /', home['shell:js'] ?? 0, BUDGET.shellJs);
  check('mfe-public JS for / (home)', home['mfe-public:js'] ?? 0, BUDGET.portalFirstRouteJs);
  check('home total JS', sum(home, 'js'), BUDGET.homeTotalJs);
  check('home total CSS', sum(home, 'css'), BUDGET.homeCss);
  for (const path of ['/about', '/courses', '/gallery', '/exams', '/contact', '/services/digital-library']) {
    // what a visitor who saw home downloads for this route: its scripts that home did not load
    const { bytes: page, scripts } = await measure(path);
    const extra = [...scripts].filter(([url]) => !homeScripts.has(url)).reduce((n, [, gz]) => n + gz, 0);
    check(`public ${path}: JS on top of home (first visit ${kb(sum(page, 'js'))})`, extra, BUDGET.publicRouteExtraJs);
  }
  const portals = [
    ['mfe-student', '/student-login'],
    ['mfe-faculty', '/faculty-login'],
    ['mfe-admin', '/admin-dashboard', { type: 'admin', body: { username: 'admin', password: 'Admin@12345' } }],
  ];
  for (const [pkg, path, signIn] of portals) {
    const { bytes: page } = await measure(path, { signIn });
    check(`${pkg} JS for ${path}`, page[`${pkg}:js`] ?? 0, BUDGET.portalFirstRouteJs);
  }
} finally {
  await browser.close();
  await stopAll();
}

console.log(`\nFirst-visit download, gzip (measured in Chromium):\n${rows.join('\n')}\n`);
if (failures.length) {
  console.error(`Over budget: ${failures.join(', ')}`);
  process.exit(1);
}
process.exit(0);
