// Version skew: the student portal is rebuilt, while everything runs, against a newer shared-ui whose shared
// state (the API client and the session, and the data cache with the session query) changed incompatibly (a major
// stateVersion: getAuthStatus is renamed). The shell and the faculty portal keep the older shared-ui. The new
// student portal must run with its own copies of the state (the shell's do not meet its requirement), never the
// shell's: its session query would call a function that does not exist there and fail. Both portals work side by side.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInThroughPage } from './accounts.ts';
import { demo, expect, test } from './fixtures.ts';

const repo = join(import.meta.dirname, '..', '..');
const portal = join(repo, 'mfe-student');
const sharedUi = join(repo, 'shared-ui', 'ui');
const PORTAL_VERSION = '9.0.0';
const STATE_VERSION = '9.0.0';

interface Manifest {
  metaData: { buildInfo: { buildVersion: string } };
  shared: Array<{ name: string; version: string; requiredVersion?: string }>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Copies `items` of `from` into `to`; `node_modules` becomes a folder of links to `from`'s, but for `replace`. */
function copyPackage(from: string, to: string, items: string[], replace: Record<string, string> = {}) {
  mkdirSync(to, { recursive: true });
  for (const item of items) if (existsSync(join(from, item))) cpSync(join(from, item), join(to, item), { recursive: true });
  const modules = join(from, 'node_modules');
  for (const entry of readdirSync(modules)) {
    if (entry === '.cache') continue;
    if (entry.startsWith('@')) {
      mkdirSync(join(to, 'node_modules', entry), { recursive: true });
      for (const scoped of readdirSync(join(modules, entry))) {
        const name = `${entry}/${scoped}`;
        symlinkSync(replace[name] ?? join(modules, name), join(to, 'node_modules', name));
      }
    } else {
      mkdirSync(join(to, 'node_modules'), { recursive: true });
      symlinkSync(join(modules, entry), join(to, 'node_modules', entry));
    }
  }
}

const setVersion = (packageJson: string, fields: Record<string, string>) =>
  writeFileSync(packageJson, JSON.stringify({ ...JSON.parse(readFileSync(packageJson, 'utf8')), ...fields }, null, 2));

test.describe.configure({ mode: 'serial' });

test('a portal built against an incompatible shared state runs with its own copy, beside a portal on the old one', async ({ page, request }) => {
  test.setTimeout(600_000);
  const work = mkdtempSync(join(tmpdir(), 'deploy-versions-'));
  const ui = join(work, 'shared-ui', 'ui');
  const student = join(work, 'mfe-student');
  copyPackage(sharedUi, ui, ['src', 'package.json', 'tsconfig.json']);
  copyPackage(portal, student, ['src', 'public', 'webpack.config.mjs', 'package.json', 'tsconfig.json'], { '@college/shared-ui': ui });

  // the incompatible change: the state entry's getAuthStatus is now loadAuthStatus, and every caller follows
  let renamed = 0;
  for (const file of [...sourceFiles(join(ui, 'src')), ...sourceFiles(join(student, 'src'))]) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('getAuthStatus')) continue;
    writeFileSync(file, text.replaceAll('getAuthStatus', 'loadAuthStatus'));
    renamed++;
  }
  expect(renamed).toBeGreaterThan(1);
  setVersion(join(ui, 'package.json'), { version: '9.0.0', stateVersion: STATE_VERSION });
  setVersion(join(student, 'package.json'), { version: PORTAL_VERSION });

  const next = join(portal, 'dist-next');
  const previous = join(portal, 'dist-previous');
  try {
    execFileSync(join(student, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: student,
      env: { ...process.env, BUILD_OUT_DIR: next, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    renameSync(join(portal, 'dist'), previous);
    renameSync(next, join(portal, 'dist'));

    // both portals in one page: the faculty portal (old shared-ui) first, then the new student portal
    await page.goto('/faculty-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');

    // what the new release says of itself: its version, and the state version it requires
    const remotes: Record<string, string> = await (await request.get('/remotes.json')).json();
    const manifestUrl = remotes.mfe_student;
    if (!manifestUrl) throw new Error('mfe_student is not in /remotes.json');
    const manifest: Manifest = await (await request.get(new URL(manifestUrl, page.url()).href)).json();
    expect(manifest.metaData.buildInfo.buildVersion).toBe(PORTAL_VERSION);
    expect(manifest.shared.find((shared) => shared.name === '@college/shared-ui/state')).toMatchObject({
      version: STATE_VERSION,
      requiredVersion: `^${STATE_VERSION}`,
    });
    expect(manifest.shared.find((shared) => shared.name === '@college/shared-ui/queries')).toMatchObject({
      version: STATE_VERSION,
      requiredVersion: `^${STATE_VERSION}`,
    });

    // the shell's state is older: the student portal must load its own 9.x copies, and works
    await page.evaluate(() => {
      window.history.pushState(null, '', '/student-login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    await expect(page.getByText('This section is unavailable')).toHaveCount(0);
    await signInThroughPage(page, '/student-login', demo.student.email, demo.student.password);
    await expect(page).toHaveURL(/\/student-dashboard\/\d+$/);
    await expect(page.getByText('This section is unavailable')).toHaveCount(0);
  } finally {
    if (existsSync(previous)) {
      rmSync(join(portal, 'dist'), { recursive: true, force: true });
      renameSync(previous, join(portal, 'dist'));
    }
    rmSync(next, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
});
