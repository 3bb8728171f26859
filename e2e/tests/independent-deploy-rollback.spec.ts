// One-command release and rollback while a visitor has a page open: `npm run release -- <package>` builds the
// package's complete release (from a copy of its folder with a change) beside the live one and switches to it;
// `npm run rollback -- <package>` puts the one before back. The open page, reloaded, gets the new HTML and then
// the old again, each hydrated in place, no request failing. Nothing else is rebuilt or restarted.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const repo = join(import.meta.dirname, '..', '..');

/** A copy of a package's folder to change and release, sharing its installed dependencies. */
function copyWithChange(pkg: string, file: string, from: string, to: string): string {
  const work = mkdtempSync(join(tmpdir(), `release-${pkg}-`));
  for (const item of ['src', 'scripts', 'public', 'webpack.config.mjs', 'package.json', 'tsconfig.json']) {
    if (existsSync(join(repo, pkg, item))) cpSync(join(repo, pkg, item), join(work, item), { recursive: true });
  }
  symlinkSync(join(repo, pkg, 'node_modules'), join(work, 'node_modules'));
  const text = readFileSync(join(work, file), 'utf8');
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(join(work, file), text.replace(from, to));
  return work;
}

/** The command as a person types it, from the repository's root. */
function npmRun(script: 'release' | 'rollback', pkg: string, source?: string) {
  execFileSync('npm', ['run', script, '--', pkg, ...(source ? ['--source', source] : [])], {
    cwd: repo,
    env: { ...process.env, STACK_QUIET: '1' },
    stdio: 'pipe',
  });
}

/** Whatever fails while the page is open: console errors (a hydration mismatch is one), failed or refused requests. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  // the heading the HTML brought, to tell a page hydrated in place from one rendered anew
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __served: Element | null }).__served = document.querySelector('main#main h1');
    });
  });
  return problems;
}

/** Reloads the open page: its HTML holds `html`, and the live heading is the very node that HTML brought. */
async function reloadInto(page: Page, html: string, heading: string) {
  const response = await page.reload(); // returns once the page has hydrated (fixtures.ts)
  expect(await response?.text()).toContain(html);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __served: Element | null }).__served === document.querySelector('main#main h1'))).toBe(true);
  await page.waitForLoadState('networkidle');
}

const released = new Set<string>();

test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  // a test stopped between its release and its rollback leaves the release it made live
  for (const pkg of released) npmRun('rollback', pkg);
});

test('the public portal released and rolled back by one command each while its page is open', async ({ page }) => {
  test.setTimeout(420_000);
  const problems = await watch(page);
  await page.goto('/facilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Facilities', exact: true })).toBeVisible();

  const work = copyWithChange('mfe-public', 'src/features/facilities/content.ts', "title: 'Our Facilities',", "title: 'Our Facilities (released)',");
  try {
    npmRun('release', 'mfe-public', work);
    released.add('mfe-public');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  await reloadInto(page, '<h1>Our Facilities (released)</h1>', 'Our Facilities (released)');

  npmRun('rollback', 'mfe-public');
  released.delete('mfe-public');
  await reloadInto(page, '<h1>Our Facilities</h1>', 'Our Facilities');
  expect(problems, 'what went wrong while the page was open').toEqual([]);
});

test('the shell released and rolled back by one command each while a public page is open', async ({ page }) => {
  test.setTimeout(420_000);
  const NEW_FOOTER = 'Last updated (released shell)';
  const problems = await watch(page);
  await page.goto('/facilities');
  await expect(page.locator('footer.site-footer')).not.toContainText(NEW_FOOTER);

  const work = copyWithChange(
    'shell',
    'src/chrome/footer/Footer.tsx',
    '{text.lastUpdated}: {institution.lastUpdated}',
    `{'${NEW_FOOTER}'}: {institution.lastUpdated}`,
  );
  try {
    npmRun('release', 'shell', work);
    released.add('shell');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  await reloadInto(page, NEW_FOOTER, 'Our Facilities');
  await expect(page.locator('footer.site-footer')).toContainText(NEW_FOOTER);

  npmRun('rollback', 'shell');
  released.delete('shell');
  await reloadInto(page, '<h1>Our Facilities</h1>', 'Our Facilities');
  await expect(page.locator('footer.site-footer')).not.toContainText(NEW_FOOTER);
  expect(await (await page.request.get('/facilities')).text()).not.toContain(NEW_FOOTER);
  expect(problems, 'what went wrong while the page was open').toEqual([]);
});
