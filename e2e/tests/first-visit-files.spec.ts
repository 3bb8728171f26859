// The files a first visit of each budgeted page downloads, as recorded in first-visit-files.json: the list the size
// budgets (.size-limit.mjs) measure. A build that makes a page load other files fails here until the list is
// recorded again: `UPDATE_FIRST_VISIT=1 playwright test tests/first-visit-files.spec.ts`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stackPorts } from '@college/topology';
import { expect, test } from './fixtures.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const LIST = join(ROOT, 'e2e', 'first-visit-files.json');
const ports = stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 0));
const packageOfPort = new Map<string, string>([
  [String(ports.shell), 'shell'],
  ...Object.entries(ports.portals).map(([pkg, port]) => [String(port), pkg] as const),
]);

/** A page the budgets know, and how a visitor reaches it. */
const PAGES: { path: string; signIn?: { type: string; body: Record<string, string> } }[] = [
  ...['/', '/about', '/courses', '/gallery', '/exams', '/contact', '/services/digital-library'].map((path) => ({ path })),
  { path: '/student-login' },
  { path: '/faculty-login' },
  { path: '/admin-dashboard', signIn: { type: 'admin', body: { username: 'admin', password: 'Admin@12345' } } },
];

type Files = { js: string[]; css: string[] };

const anyHash = (file: string) => file.replace(/\.[0-9a-f]{10}\.(js|css)$/, '.*.$1');

/** `http://localhost:<portal's port>/192.b3c3b3e029.js` -> `mfe-public/dist/192.*.js`: the build's file, any hash. */
function buildFile(url: string) {
  const { port, pathname } = new URL(url);
  const pkg = packageOfPort.get(port);
  if (!pkg) throw new Error(`${url} is not one of the stack's packages`);
  return anyHash(`${pkg}/dist${pathname}`);
}

/**
 * A stylesheet inlined in the prerendered page, by the name it keeps (`192.205af84825.css`): the build that has it,
 * one the page loads scripts of first (two portals' login pages have the same stylesheet, by the same name).
 */
function inlinedFile(href: string, scripts: string[]) {
  const name = href.slice(href.lastIndexOf('/') + 1);
  const has = (candidate: string) => existsSync(join(ROOT, candidate, 'dist', name));
  const pkg = [...packageOfPort.values()]
    .sort((a, b) => Number(scripts.some((file) => file.startsWith(`${b}/`))) - Number(scripts.some((file) => file.startsWith(`${a}/`))))
    .find(has);
  if (!pkg) throw new Error(`no build has the inlined stylesheet ${href}`);
  return anyHash(`${pkg}/dist/${name}`);
}

test('the size budgets measure the files each page loads on a first visit', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const recorded: Record<string, Files> = {};
  for (const { path, signIn } of PAGES) {
    const context = await browser.newContext();
    if (signIn) {
      const answer = await context.request.post(`${baseURL}/api/auth/${signIn.type}/login`, { data: signIn.body, headers: { Origin: String(baseURL) } });
      expect(answer.status(), `signing in for ${path}`).toBe(200);
    }
    const page = await context.newPage();
    const files: Files = { js: [], css: [] };
    page.on('response', (response) => {
      const type = response.request().resourceType();
      // config.js is the configuration the server writes, not a file of a build
      if (type === 'script' && !response.url().endsWith('/config.js')) files.js.push(buildFile(response.url()));
      if (type === 'stylesheet') files.css.push(buildFile(response.url()));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // a prerendered page brings its stylesheets inside the HTML, each named by its file
    const inline = await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href') ?? ''));
    files.css.push(...inline.map((href) => inlinedFile(href, files.js)));
    recorded[path] = { js: [...new Set(files.js)].sort(), css: [...new Set(files.css)].sort() };
    await context.close();
  }
  if (process.env.UPDATE_FIRST_VISIT) writeFileSync(LIST, `${JSON.stringify(recorded, null, 2)}\n`);
  expect(recorded, 'what each page loads, against first-visit-files.json').toEqual(JSON.parse(readFileSync(LIST, 'utf8')));
});
