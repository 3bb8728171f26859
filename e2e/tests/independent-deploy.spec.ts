// Deploying one portal alone: rebuild only mfe-student (from a copy with a changed text) while everything
// runs, switch its dist atomically, and the shell shows the new text after a reload. Nothing else is rebuilt.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

const repo = join(import.meta.dirname, '..', '..');
const portal = join(repo, 'mfe-student');
const others = ['shell', 'mfe-public', 'mfe-faculty', 'mfe-admin'];
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

test.describe.configure({ mode: 'serial' });

test('rebuilding only the student portal ships its new text to the running shell', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/student-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  const before = Object.fromEntries(others.map((pkg) => [pkg, distFingerprint(pkg)]));

  const work = mkdtempSync(join(tmpdir(), 'deploy-student-'));
  for (const item of ['src', 'public', 'webpack.config.mjs', 'package.json', 'tsconfig.json']) {
    if (existsSync(join(portal, item))) cpSync(join(portal, item), join(work, item), { recursive: true });
  }
  symlinkSync(join(portal, 'node_modules'), join(work, 'node_modules'));
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

  const next = join(portal, 'dist-next');
  const previous = join(portal, 'dist-previous');
  try {
    execFileSync(join(work, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: work,
      env: { ...process.env, BUILD_OUT_DIR: next, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    renameSync(join(portal, 'dist'), previous);
    renameSync(next, join(portal, 'dist'));

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: NEW_TEXT })).toBeVisible();
    for (const pkg of others) expect(distFingerprint(pkg), `${pkg} was not rebuilt`).toBe(before[pkg]);
  } finally {
    if (existsSync(previous)) {
      rmSync(join(portal, 'dist'), { recursive: true, force: true });
      renameSync(previous, join(portal, 'dist'));
    }
    rmSync(next, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
});
