// The prerendered parts of the public pages are made in Node (react-dom/server), not in a browser: Chromium is
// needed to test the product, not to build or release it. Each release's prerender, run again where no Chromium
// can be found, writes exactly the files the running stack serves.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { expect, test } from './fixtures.ts';

const repo = join(import.meta.dirname, '..', '..');
/** What each release's prerender writes into its build. */
const PRERENDERED = { shell: 'layout', 'mfe-public': 'pages' } as const;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

for (const [pkg, folder] of Object.entries(PRERENDERED)) {
  test(`${pkg}: the prerendered ${folder} are the same when no Chromium is installed`, () => {
    test.setTimeout(180_000);
    const dist = join(repo, pkg, 'dist');
    const out = mkdtempSync(join(tmpdir(), `prerender-${pkg}-`));
    try {
      cpSync(dist, out, { recursive: true });
      rmSync(join(out, folder), { recursive: true });
      execFileSync(process.execPath, [join(repo, pkg, 'scripts', 'prerender.mjs')], {
        cwd: join(repo, pkg),
        // no browser to find: a PATH of Node.js alone, and Chromium and Playwright's browsers pointed nowhere
        env: {
          PATH: dirname(process.execPath),
          HOME: out,
          CHROMIUM_PATH: '/nonexistent/chromium',
          PLAYWRIGHT_BROWSERS_PATH: '/nonexistent',
          BUILD_OUT_DIR: out,
        },
        stdio: 'pipe',
      });
      const expected = filesUnder(join(dist, folder));
      expect(expected.length, `${pkg} has prerendered ${folder}`).toBeGreaterThan(10);
      expect(filesUnder(join(out, folder))).toEqual(expected);
      for (const file of expected) expect(readFileSync(join(out, folder, file), 'utf8'), file).toBe(readFileSync(join(dist, folder, file), 'utf8'));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
}
