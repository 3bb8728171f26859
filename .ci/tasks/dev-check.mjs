// `npm run dev:check`: a benchmark of the daily loop, not part of `npm test`. It starts `npm run dev` (its own ports:
// STACK_PORT_OFFSET, 600 unless set), opens a page in Chromium, types into a component, saves an edit of that
// component's source file, and measures the time from the save to the change on the page. Each edit must reach
// the page without a reload and keep what was typed (React Fast Refresh); the median of each must be within
// TARGET_MS, else the script fails. Once for a portal's component (rendered in the shell's page through Module
// Federation) and once for the shell's own. The edited files are put back as they were, whatever happens, and
// the release builds (dist/) of the packages in development must be as they were: the dev servers serve from memory.
// `npm run dev:check -- mfe-student`: the same against `npm run dev -- mfe-student` (the other portals from builds).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { median } from '../lib/median.mjs';
import { root } from '../lib/processes.mjs';
import { SHELL, stackPorts, WEB_PACKAGES } from '../../shared-ui/topology/src/topology.ts';

const TARGET_MS = 1500;
const ROUNDS = 5;
const TYPED = 'kept.while.editing@demo.college';
const offset = Number(process.env.STACK_PORT_OFFSET ?? 600);
const origin = `http://localhost:${stackPorts(offset).shell}`;

/** What is edited: a file, the change (with a token, in a text or an attribute, that makes each edit new), the page, the field typed into first. */
const EDITS = [
  {
    name: 'portal component (mfe-student, in the shell)',
    path: '/student-login',
    file: 'mfe-student/src/app/LoginRoute.tsx',
    edit: (source, token) => source.replace('intro="', `intro="${token} `),
    field: 'main input[type="email"]',
  },
  {
    name: 'shell component (footer)',
    path: '/',
    file: 'shell/src/chrome/footer/SubscribeForm.tsx',
    edit: (source, token) => source.replace('className="site-footer__subscribe"', `className="site-footer__subscribe" data-edited="${token}"`),
    field: 'form.site-footer__subscribe input[type="email"]',
  },
];

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const inDevelopment = WEB_PACKAGES.filter((pkg) => asked.length === 0 || pkg === SHELL.folder || asked.includes(pkg));
/** A hash of the files under `dir` (names and contents); undefined when there is none. */
function outputHash(dir) {
  if (!existsSync(dir)) return undefined;
  const hash = createHash('sha256');
  const files = readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => join(entry.parentPath, entry.name)).sort()) hash.update(`${relative(dir, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}
const releases = () => Object.fromEntries(inDevelopment.map((pkg) => [pkg, outputHash(join(root, pkg, 'dist'))]));
const edits = EDITS.filter(({ file }) => asked.length === 0 || file.startsWith('shell/') || asked.some((pkg) => file.startsWith(`${pkg}/`)));

/** `npm run dev` on this check's ports; resolves once it says it is up. */
function startDev() {
  const child = spawn(process.execPath, [join(root, '.ci', 'tasks', 'dev.mjs'), ...asked], {
    cwd: root,
    env: { ...process.env, STACK_PORT_OFFSET: String(offset) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  const tail = [];
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      const text = chunk.toString();
      tail.push(text);
      if (tail.length > 60) tail.shift();
      if (text.includes('Press Ctrl-C')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm run dev exited (code ${code}) before it was up:\n${tail.join('')}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { ready, stop, tail };
}

/** One edit of `spec.file`, measured from the save to the page showing it. */
async function measureEdit(page, spec, round) {
  const file = join(root, spec.file);
  const original = readFileSync(file, 'utf8');
  const token = `dev-check-${Date.now()}-${round}`;
  const edited = spec.edit(original, token);
  if (edited === original) throw new Error(`${spec.file} no longer has what the check edits: update EDITS in .ci/tasks/dev-check.mjs`);
  const field = page.locator(spec.field).first();
  await field.fill(`${round}.${TYPED}`);
  await page.evaluate((token) => {
    // the same document throughout: a reload would lose this, and what was typed
    window.__devCheckDocument = true;
    window.__devCheckShownAt = undefined;
    const observer = new MutationObserver(() => {
      if (!document.body.innerHTML.includes(token)) return;
      window.__devCheckShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }, token);
  try {
    const savedAt = Date.now();
    writeFileSync(file, edited);
    await page.waitForFunction(() => window.__devCheckShownAt !== undefined, null, { timeout: 60_000, polling: 50 });
    const shownAt = await page.evaluate(() => window.__devCheckShownAt);
    const sameDocument = await page.evaluate(() => window.__devCheckDocument === true);
    const value = await field.inputValue();
    return { ms: shownAt - savedAt, sameDocument, kept: value === `${round}.${TYPED}` };
  } finally {
    writeFileSync(file, original);
    // back as it was before the next round
    await page.waitForFunction((token) => !document.body.innerHTML.includes(token), token, { timeout: 60_000 }).catch(() => {});
  }
}

const releasesBefore = releases();
const dev = startDev();
const require = createRequire(join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
let failed = false;
const rows = [];
try {
  const started = Date.now();
  await dev.ready;
  console.log(`[dev:check] npm run dev up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const spec of edits) {
      const page = await browser.newPage();
      await page.goto(`${origin}${spec.path}`);
      await page.locator(spec.field).first().waitFor({ timeout: 120_000 });
      const samples = [];
      for (let round = 1; round <= ROUNDS; round++) samples.push(await measureEdit(page, spec, round));
      const ms = median(samples.map((s) => s.ms));
      const kept = samples.every((s) => s.kept && s.sameDocument);
      rows.push({
        edit: spec.name,
        file: spec.file,
        'save to update ms (median)': ms,
        'each ms': samples.map((s) => s.ms).join(', '),
        'state kept, no reload': kept ? 'yes' : 'NO',
      });
      if (!kept || ms > TARGET_MS) failed = true;
      await page.close();
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(`[dev:check] ${error.message}`);
  failed = true;
} finally {
  await dev.stop();
}
const releasesAfter = releases();
for (const pkg of inDevelopment) {
  if (releasesAfter[pkg] === releasesBefore[pkg]) continue;
  console.error(`[dev:check] ${pkg}/dist changed while it was served in development: a dev server wrote to disk`);
  failed = true;
}
if (rows.length) console.table(rows);
console.log(
  `[dev:check] target: each edit on the page within ${TARGET_MS} ms of the save (median of ${ROUNDS}), without a reload, what was typed kept: ${failed ? 'FAILED' : 'met'}`,
);
process.exit(failed ? 1 : 0);
