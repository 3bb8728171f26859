// Deploying one part alone while everything runs: a portal, the public portal (whose release carries its
// page documents) and the shell (whose release carries its chrome) are each rebuilt from a copy with a change,
// their dist switched atomically, and the next request shows the change, composed from the releases live at
// that moment, hydrated cleanly. Nothing else is rebuilt or restarted. A rollback is the previous dist put back.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { WEB_PACKAGES as PACKAGES } from '@college/topology';
import { expect, test } from './fixtures.ts';

const repo = join(import.meta.dirname, '..', '..');
const NEW_TEXT = 'Student Login (new release)';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function distFingerprint(pkg: string): string {
  const dist = join(repo, pkg, 'dist');
  return readdirSync(dist)
    .map((file) => `${file}:${statSync(join(dist, file)).mtimeMs}`)
    .sort()
    .join('|');
}

/** A copy of a package's folder to change and build, sharing its installed dependencies. */
function copyOf(pkg: string): string {
  const work = mkdtempSync(join(tmpdir(), `deploy-${pkg}-`));
  for (const item of ['src', 'scripts', 'public', 'webpack.config.mjs', 'package.json', 'tsconfig.json']) {
    if (existsSync(join(repo, pkg, item))) cpSync(join(repo, pkg, item), join(work, item), { recursive: true });
  }
  symlinkSync(join(repo, pkg, 'node_modules'), join(work, 'node_modules'));
  return work;
}

function patch(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

/** The release build of one package from `source` (with its prerendered part) into <pkg>/dist-next, as README says. */
function releaseBuild(pkg: string, source: string) {
  execFileSync(process.execPath, [join(repo, '.ci', 'tasks', 'build.mjs'), pkg, '--source', source, '--out', join(repo, pkg, 'dist-next')], {
    cwd: repo,
    env: { ...process.env, STACK_QUIET: '1' },
    stdio: 'pipe',
  });
}

/** dist-next becomes dist; the dist it replaces is kept as dist-previous (the rollback). */
function putInPlace(pkg: string) {
  const dir = join(repo, pkg);
  rmSync(join(dir, 'dist-previous'), { recursive: true, force: true });
  renameSync(join(dir, 'dist'), join(dir, 'dist-previous'));
  renameSync(join(dir, 'dist-next'), join(dir, 'dist'));
}

/** The previous dist back in place. */
function rollBack(pkg: string) {
  const dir = join(repo, pkg);
  if (!existsSync(join(dir, 'dist-previous'))) return;
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  renameSync(join(dir, 'dist-previous'), join(dir, 'dist'));
}

/**
 * What goes wrong while a page loads and hydrates: console errors (a hydration mismatch is one, #418) and failed
 * requests (the page's own status is the caller's to check: the not-found page is a 404).
 */
function watch(page: Page) {
  const problems: string[] = [];
  const documents = new Set<string>();
  page.on('console', (message) => {
    // (the browser reports a page answered with a 404 as a resource it failed to load)
    if (message.type() !== 'error' || (/^Failed to load resource/.test(message.text()) && documents.has(message.location().url))) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.request().isNavigationRequest()) documents.add(response.url());
    else if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Every script the HTML preloads (the shell's start chunks, the portal's entry and the page's modules) is there. */
async function expectPreloadsThere(page: Page, html: string) {
  const hrefs = [...html.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+)"/g)].map((match) => match[1] as string);
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of hrefs) expect((await page.request.get(new URL(href, page.url()).href)).status(), href).toBe(200);
}

/** Loads a path as a visitor: the composed HTML is hydrated in place, nothing fails. */
async function visitCleanly(page: Page, path: string, heading: string | RegExp) {
  const problems = watch(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __served: Element | null }).__served = document.querySelector('main#main h1');
    });
  });
  const response = await page.goto(path); // returns once the page itself has hydrated (fixtures.ts)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // hydrated, not replaced: the live heading is the very node the HTML brought
  expect(await page.evaluate(() => (window as unknown as { __served: Element | null }).__served === document.querySelector('main#main h1'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(problems, `${path}: what went wrong`).toEqual([]);
  return response;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  for (const pkg of PACKAGES) {
    rollBack(pkg);
    rmSync(join(repo, pkg, 'dist-next'), { recursive: true, force: true });
  }
});

test('rebuilding only the student portal ships its new text to the running shell', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/student-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  const others = PACKAGES.filter((pkg) => pkg !== 'mfe-student');
  const before = Object.fromEntries(others.map((pkg) => [pkg, distFingerprint(pkg)]));

  const work = copyOf('mfe-student');
  let changed = 0;
  for (const file of sourceFiles(join(work, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const patched = ['>Student Login<', "'Student Login'", '"Student Login"'].reduce(
      (result, quoted) => result.replaceAll(quoted, quoted.replace('Student Login', NEW_TEXT)),
      text,
    );
    if (patched !== text) {
      writeFileSync(file, patched);
      changed++;
    }
  }
  expect(changed).toBeGreaterThan(0);

  try {
    releaseBuild('mfe-student', work);
    putInPlace('mfe-student');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: NEW_TEXT })).toBeVisible();
    for (const pkg of others) expect(distFingerprint(pkg), `${pkg} was not rebuilt`).toBe(before[pkg]);
  } finally {
    rollBack('mfe-student');
    rmSync(work, { recursive: true, force: true });
  }
});

test('the public portal released alone: the next request has its changed heading and its new page, hydrated cleanly', async ({ page }) => {
  test.setTimeout(420_000);
  const before = await (await page.request.get('/facilities')).text();
  expect(before).toContain('<h1>Our Facilities</h1>');
  expect((await page.request.get('/campus-tour')).status()).toBe(404);
  const others = PACKAGES.filter((pkg) => pkg !== 'mfe-public');
  const fingerprints = Object.fromEntries(others.map((pkg) => [pkg, distFingerprint(pkg)]));

  const work = copyOf('mfe-public');
  try {
    patch(join(work, 'src', 'features', 'facilities', 'content.ts'), "title: 'Our Facilities',", "title: 'Our Facilities (new release)',");
    const feature = join(work, 'src', 'features', 'campus-tour');
    mkdirSync(feature);
    writeFileSync(
      join(feature, 'CampusTourPage.tsx'),
      `import { usePageMeta } from '@college/shared-ui';

export default function CampusTourPage() {
  usePageMeta({ title: 'Campus Tour | Physiotherapy College', description: 'A walk through the campus: classrooms, library, computer labs, fitness center and clinical labs.' });
  return (
    <main id="main" className="ui-container">
      <h1>Campus Tour</h1>
      <p>Walk through the campus with our team.</p>
    </main>
  );
}
`,
    );
    writeFileSync(
      join(feature, 'routes.ts'),
      `import { lazy } from 'react';
import type { PublicRoute } from '../../lib/publicRoute.ts';

export const campusTourRoutes: PublicRoute[] = [{ path: '/campus-tour', Page: lazy(() => import('./CampusTourPage.tsx')) }];
`,
    );
    const publicRoutes = join(work, 'src', 'app', 'publicPages.ts');
    patch(
      publicRoutes,
      "import { contactRoutes } from '../features/contact/routes.ts';",
      "import { campusTourRoutes } from '../features/campus-tour/routes.ts';\nimport { contactRoutes } from '../features/contact/routes.ts';",
    );
    patch(publicRoutes, '  ...contactRoutes,', '  ...contactRoutes,\n  ...campusTourRoutes,');
    patch(join(work, 'src', 'seo', 'public-routes.ts'), "  route('/contact', 0.8),", "  route('/campus-tour', 0.5),\n  route('/contact', 0.8),");
    releaseBuild('mfe-public', work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  putInPlace('mfe-public');

  const html = await (await page.request.get('/facilities')).text();
  expect(html).toContain('<h1>Our Facilities (new release)</h1>');
  const tour = await page.request.get('/campus-tour');
  expect(tour.status()).toBe(200);
  expect(await tour.text()).toContain('<h1>Campus Tour</h1>');
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain('/campus-tour</loc>');
  for (const pkg of others) expect(distFingerprint(pkg), `${pkg} was not rebuilt`).toBe(fingerprints[pkg]);

  await visitCleanly(page, '/facilities', 'Our Facilities (new release)');
  await expectPreloadsThere(page, html);
  await visitCleanly(page, '/campus-tour', 'Campus Tour');
});

test('the shell released alone: the next request has its changed footer around the public portal it left untouched', async ({ page }) => {
  test.setTimeout(420_000);
  const others = PACKAGES.filter((pkg) => pkg !== 'shell');
  const fingerprints = Object.fromEntries(others.map((pkg) => [pkg, distFingerprint(pkg)]));
  const NEW_FOOTER = 'Last updated (new shell release)';
  expect(await (await page.request.get('/facilities')).text()).not.toContain(NEW_FOOTER);

  const work = copyOf('shell');
  try {
    patch(
      join(work, 'src', 'chrome', 'footer', 'Footer.tsx'),
      '{text.lastUpdated}: {institution.lastUpdated}',
      "{'Last updated (new shell release)'}: {institution.lastUpdated}",
    );
    releaseBuild('shell', work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  putInPlace('shell');

  const html = await (await page.request.get('/facilities')).text();
  expect(html).toContain(NEW_FOOTER);
  // the public portal's release of the test before, untouched
  expect(html).toContain('<h1>Our Facilities (new release)</h1>');
  for (const pkg of others) expect(distFingerprint(pkg), `${pkg} was not rebuilt`).toBe(fingerprints[pkg]);

  await visitCleanly(page, '/facilities', 'Our Facilities (new release)');
  await expect(page.locator('footer.site-footer')).toContainText(NEW_FOOTER);
  await expectPreloadsThere(page, html);
});

test('the public portal rolled back: the previous build put back brings the old page back, cleanly', async ({ page }) => {
  test.setTimeout(120_000);
  rollBack('mfe-public');

  const html = await (await page.request.get('/facilities')).text();
  expect(html).toContain('<h1>Our Facilities</h1>');
  expect((await page.request.get('/campus-tour')).status()).toBe(404);
  await visitCleanly(page, '/facilities', 'Our Facilities');
  await expectPreloadsThere(page, html);
  // the page it did not have is the not-found page again, with its status
  const response = await visitCleanly(page, '/campus-tour', 'Page not found');
  expect(response?.status()).toBe(404);
});
