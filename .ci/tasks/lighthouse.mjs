// `npm run lighthouse`: Lighthouse 13 (mobile preset, Debian's Chromium) on home, courses, gallery, exams and
// contact, served as `npm start` serves them. Prints each score with LCP, TBT and CLS; fails below
// performance 95, accessibility 100, best practices 100, SEO 100, or over LCP 1.8 s, TBT 100 ms, CLS 0.02.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildAll, WEB_PACKAGES } from '../lib/build.mjs';
import { root, stopAll } from '../lib/processes.mjs';
import { startStack } from '../lib/stack.mjs';

process.env.STACK_PORT_OFFSET ??= '70';
process.env.STACK_QUIET = '1';
const require = createRequire(join(root, 'e2e', 'package.json'));
const PAGES = ['/', '/courses', '/gallery', '/exams', '/contact'];
const MIN_SCORE = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const MAX = { lcp: 1800, tbt: 100, cls: 0.02 };

if (WEB_PACKAGES.some((pkg) => !existsSync(join(root, pkg, 'dist', 'index.html')))) await buildAll();
const { default: lighthouse } = await import(require.resolve('lighthouse'));
const chromeLauncher = await import(require.resolve('chrome-launcher'));

let failed = false;
try {
  const ports = await startStack();
  const origin = `http://localhost:${ports.shell}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const reportDir = join(root, '.lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const rows = [];
  try {
    for (const path of PAGES) {
      // one warm-up load (the servers' caches), then the measured one
      await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'html', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const row = {
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      };
      rows.push(row);
      writeFileSync(join(reportDir, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.html`), result.report);
      const misses = [
        ...Object.entries(MIN_SCORE).filter(([id, min]) => row[id] < min).map(([id, min]) => `${id} ${row[id]} < ${min}`),
        ...(row['LCP ms'] > MAX.lcp ? [`LCP ${row['LCP ms']} ms > ${MAX.lcp}`] : []),
        ...(row['TBT ms'] > MAX.tbt ? [`TBT ${row['TBT ms']} ms > ${MAX.tbt}`] : []),
        ...(row.CLS > MAX.cls ? [`CLS ${row.CLS} > ${MAX.cls}`] : []),
      ];
      if (misses.length) {
        failed = true;
        const notes = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable').map((a) => a.id);
        console.log(`${path}: ${misses.join(', ')} (audits below 0.9: ${notes.join(', ') || 'none'})`);
      }
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
  console.log(`reports: ${reportDir}/*.html`);
} catch (error) {
  failed = true;
  console.error(`[lighthouse] ${error.stack ?? error.message}`);
} finally {
  await stopAll();
}
console.log(failed ? 'lighthouse: targets missed' : 'lighthouse: all targets met');
process.exit(failed ? 1 : 0);
