// The first-visit budgets (`npm run size`, a step of `npm test`), gzip, on the builds in each package's dist/.
// Which files each page loads is e2e/first-visit-files.json, recorded and kept current by the end-to-end test
// e2e/tests/first-visit-files.spec.ts. KiB as the budgets were set; size-limit prints kB (1,000 bytes).
import { globSync, readFileSync } from 'node:fs';

const visits = JSON.parse(readFileSync(new URL('e2e/first-visit-files.json', import.meta.url), 'utf8'));
const HOME = '/';
const PORTAL_PAGES = { '/student-login': 'mfe-student', '/faculty-login': 'mfe-faculty', '/admin-dashboard': 'mfe-admin' };

/** The one built file a recorded pattern names: none (not built) or several would measure the wrong bytes. */
function built(pattern) {
  const files = globSync(pattern, { cwd: import.meta.dirname });
  if (files.length !== 1) throw new Error(`${pattern}: ${files.length} files built (run the build; e2e/first-visit-files.json may be out of date)`);
  return files[0];
}

const check = (name, patterns, limit) => ({ name, path: patterns.map(built), limit, gzip: true });
const from = (pkg) => (pattern) => pattern.startsWith(`${pkg}/`);
const home = visits[HOME];

export default [
  check('home page: first-visit JavaScript (shell, mfe-public)', home.js, '150 KiB'),
  check('home page: the shell’s JavaScript (chrome, federation runtime, React, router)', home.js.filter(from('shell')), '150 KiB'),
  check('home page: mfe-public’s JavaScript', home.js.filter(from('mfe-public')), '60 KiB'),
  check('home page: CSS', home.css, '25 KiB'),
  // each other public page, for a visitor who saw home first: what it loads on top
  ...Object.entries(visits)
    .filter(([path]) => path !== HOME && !(path in PORTAL_PAGES))
    .map(([path, { js }]) =>
      check(
        `${path}: JavaScript on top of the home page`,
        js.filter((file) => !home.js.includes(file)),
        '40 KiB',
      ),
    ),
  // each portal's first page: the portal's own files (the shell's are the home page's)
  ...Object.entries(PORTAL_PAGES).map(([path, pkg]) => check(`${path}: ${pkg}’s JavaScript`, visits[path].js.filter(from(pkg)), '60 KiB')),
];
