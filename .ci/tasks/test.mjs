// `npm test`: lint, type-check, unit, API and end-to-end tests; ends with one line "N passed, N failed".
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, SHARED_PACKAGES, WEB_PACKAGES } from '../../shared-ui/topology/src/topology.ts';
import { buildAll } from '../lib/build.mjs';
import { runProdJourneys } from '../lib/prod-journeys.mjs';
import { root, runStep } from '../lib/processes.mjs';
import { runTasks } from '../lib/turbo.mjs';

const UNIT = [...SHARED_PACKAGES.map((pkg) => pkg.folder), ...WEB_PACKAGES, API.folder];
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
const out = mkdtempSync(join(tmpdir(), 'college-test-'));
const totals = { passed: 0, failed: 0 };
const summary = [];

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${name.padEnd(36)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed`);
}

const bin = (pkg, name) => join(root, pkg, 'node_modules', '.bin', name);

if (wants('lint')) {
  // the linter and the formatter (a file `npm run format` would change fails), per package and for the root's files
  const { results } = await runTasks(['lint', 'lint:root']);
  for (const { folder, ok } of results) record(`lint and format ${folder}`, ok ? 1 : 0, ok ? 0 : 1);
  if (!results.length) record('lint and format (biome)', 0, 1);
}

if (wants('architecture')) {
  // which folder may import which (features, lib/, app/, portals, shared-ui): .dependency-cruiser.mjs
  const cruise = join(root, 'node_modules/.bin/depcruise');
  const code = await runStep('architecture', [
    cruise,
    '--config',
    '.dependency-cruiser.mjs',
    '--output-type',
    'err',
    'shared-ui',
    ...WEB_PACKAGES,
    API.folder,
    'e2e',
  ]);
  record('architecture (depcruise)', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if (wants('knip')) {
  // unused files, dependencies, catalog entries and exports of the whole workspace: knip.json
  const code = await runStep('knip', [join(root, 'node_modules/.bin/knip'), '--no-progress']);
  record('unused code (knip)', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if (wants('lockfile')) {
  // reproducible installs: the lockfile must match every package.json exactly (nothing resolved anew)
  const code = await runStep('lockfile', [
    'npx',
    '-y',
    process.env.PNPM_NPX_SPEC ?? 'pnpm@12.21.0',
    'install',
    '--frozen-lockfile',
    '--lockfile-only',
    '--offline',
  ]);
  record('lockfile (frozen)', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if (wants('typecheck')) {
  const { results } = await runTasks(['typecheck']);
  for (const { folder, ok } of results) record(`type-check ${folder}`, ok ? 1 : 0, ok ? 0 : 1);
  if (!results.length) record('type-check', 0, 1);
}

if (wants('unit')) {
  // each package's vitest JSON report is an output of its `unit` task: a cache hit restores it, so it still counts.
  // One task at a time: each runs on every core, and the API's test files mostly wait on PostgreSQL.
  for (const pkg of UNIT) rmSync(join(root, pkg, '.cache', 'vitest-report.json'), { force: true });
  const { results } = await runTasks(['unit'], { concurrency: 1 });
  for (const { folder, ok } of results) {
    const report = join(root, folder, '.cache', 'vitest-report.json');
    if (!existsSync(report)) {
      record(`vitest ${folder}`, 0, 1);
      continue;
    }
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const failedSuites = r.testResults?.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length ?? 0;
    record(`vitest ${folder}`, r.numPassedTests, r.numFailedTests + failedSuites + (!ok && r.numFailedTests === 0 && failedSuites === 0 ? 1 : 0));
  }
  if (!results.length) record('vitest', 0, 1);
}

/** Whether the web builds are in place (the e2e step builds them; the prod step reuses them). */
let built;

if (wants('e2e')) {
  built = await buildAll();
  record('build (webpack)', built ? 1 : 0, built ? 0 : 1);
  if (built) {
    const report = join(out, 'playwright.json');
    const code = await runStep('playwright', [bin('e2e', 'playwright'), 'test'], {
      cwd: join(root, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, CI: process.env.CI ?? '1' },
    });
    if (existsSync(report)) {
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      record('playwright e2e', stats.expected + stats.flaky, stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0));
    } else {
      record('playwright e2e', 0, 1);
    }
  }
}

if (wants('size')) {
  // the first-visit budgets (.size-limit.mjs) on the builds the e2e step made
  built ??= await buildAll();
  const code = built ? await runStep('size', [bin('.', 'size-limit')]) : 1;
  record('first-visit budgets (size-limit)', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if (wants('accessibility')) {
  // Lighthouse's accessibility score on the pages lighthouserc.cjs names, one run each: unlike the performance score
  // (`npm run lighthouse`), it does not move with how busy the machine is
  built ??= await buildAll();
  const code = built ? await runStep('accessibility', [bin('.', 'lhci'), 'autorun'], { env: { LHCI_ACCESSIBILITY_ONLY: '1' } }) : 1;
  record('accessibility (Lighthouse CI)', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if (wants('prod')) {
  // deploy/'s topology (nginx over TLS, two API processes, a second PostgreSQL) on the same builds
  built ??= await buildAll();
  if (built) {
    const { passed, failed } = await runProdJourneys();
    record('playwright prod (nginx)', passed, failed + (passed === 0 && failed === 0 ? 1 : 0));
  } else {
    record('playwright prod (nginx)', 0, 1);
  }
}

console.log(`\n${summary.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
