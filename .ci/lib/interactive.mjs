// First paint to interactive on a slow phone: each page loaded in Chromium at 4x CPU slowdown (DevTools
// protocol), from its first contentful paint to the moment the app has made the page live (the html element's
// `data-app-started`, set once the page's part has hydrated: clicks reach it from then on; its forms keep what
// is typed and send themselves before that, docs/decisions/0008). Median of five loads per page.
// In the browser the end-to-end tests drive, as they check the same moments at 4x (e2e/browser.ts: Debian's
// headless shell when installed, the same Blink without the browser's window layer). The slowdown applies to the
// page's main thread only; on this 2-core machine the full browser's own window and compositor work then competes
// with it for the cores (a phone draws on its GPU and other cores): the same build measured 1.3-1.6 s there
// against 0.55-0.90 s in the shell, and first paint at 0.6-0.9 s against 0.36-0.49 s.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumPath } from '../../e2e/browser.ts';
import { median } from './median.mjs';
import { root } from './processes.mjs';

export const INTERACTIVE_PAGES = ['/', '/facilities', '/exams', '/scholarships-form', '/contact'];
export const MAX_PAINT_TO_INTERACTIVE_MS = 1000;
const RUNS = 5;
const LIVE_MARKER = 'college-app-live';

/** Rows { page, 'FCP ms', 'live ms', 'paint to interactive ms' } (medians), for the shell at `origin`. */
export async function measureInteractive(origin, { rate = 4, pages = INTERACTIVE_PAGES } = {}) {
  const require = createRequire(join(root, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const path of pages) {
      const samples = [];
      // one load first, as the servers' caches would be for any visitor after the first
      for (let run = 0; run <= RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        // The moment is told by a console message, not asked for: Playwright's waitForFunction would evaluate its
        // injected script (80-130 ms of main thread at 4x) and poll on every animation frame, which makes the
        // browser draw a frame between each of React's slices: the harness's own work in the window it measures.
        await page.addInitScript((marker) => {
          new MutationObserver((_, observer) => {
            if (!document.documentElement?.hasAttribute('data-app-started')) return;
            observer.disconnect();
            console.debug(marker, performance.now());
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-started'] });
        }, LIVE_MARKER);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const liveMessage = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(LIVE_MARKER), timeout: 30_000 });
        await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
        const live = Number((await liveMessage).text().slice(LIVE_MARKER.length + 1));
        const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
        if (run > 0) samples.push({ fcp, live });
        await context.close();
      }
      const fcp = median(samples.map((s) => s.fcp));
      const live = median(samples.map((s) => s.live));
      rows.push({
        page: path,
        'FCP ms': Math.round(fcp),
        'live ms': Math.round(live),
        'paint to interactive ms': Math.round(median(samples.map((s) => s.live - s.fcp))),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
