// Shared test fixtures: every test fails on an uncaught page error, and `expectNoA11yViolations`
// runs axe-core and fails on serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ pageErrors: Error[] }>({
  // A prerendered public page is on screen before its scripts run: after `goto` and `reload`, tests wait until the shell
  // has started and the page has rendered itself, so they act on the live page (prerender.spec.ts checks
  // the static one with JavaScript off).
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilLive = () => (javaScriptEnabled === false ? Promise.resolve() : waitUntilLive(page));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilLive();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await untilLive();
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      const blocked: string[] = [];
      page.on('pageerror', (error) => errors.push(error));
      // the shell sends production's Content-Security-Policy: whatever it blocks would break there too
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
      expect(blocked, 'what the Content-Security-Policy blocked').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * On a prerendered page, waits until the app has started. The prerendered page is held until the page
 * itself can render, so the app's first commit (data-app-started) is the live page (or the portal's error).
 * For pages the `page` fixture does not give (a context of the test's own).
 */
export async function waitUntilLive(page: Page) {
  if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-prerendered')))) return;
  // assertions poll from here, so they work under a paused page clock too (chrome.spec.ts)
  await expect(page.locator('html[data-app-started]')).toHaveCount(1, { timeout: 20_000 });
}

/**
 * The shell's top bar, navigation, footer and help widget: the same on every page, scanned in full by
 * chrome.spec.ts (the widget closed and open). The widget's panel opens by itself 5 s after the page loads, so a
 * page's own scan would meet it closed, open, or being added while axe reads the page, which makes axe's
 * colour checks unreliable.
 */
export const SHELL_CHROME = ['header.site-header', 'footer.site-footer', '.help-widget'];

/**
 * axe-core on `page`, run in the page itself (axe's `run`, which also scans same-origin frames). The default mode
 * runs each frame's part apart and then opens a blank page to merge them, to reach cross-origin frames: about a
 * second more per scan here, and no page scanned has a cross-origin frame (the footer's map is loaded only on
 * request and no scan opens it).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * axe-core: fails on serious or critical violations. By default it scans everything but the shell's
 * chrome (each scan costs seconds on two cores); pass `exclude` to choose what to leave out instead,
 * or `only` to scan one region.
 */
export async function expectNoA11yViolations(page: Page, exclude: string[] = SHELL_CHROME, only?: string) {
  let builder = axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (only) builder = builder.include(only);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Scans only the page's own content. */
export const expectNoA11yViolationsInMain = (page: Page) => expectNoA11yViolations(page, [], '#main');

/**
 * Sums the page's layout shifts (those not caused by input) from its first paint on, on every document the
 * page loads; `layoutShiftSoFar` reads the total of the current one.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0 };
    (window as unknown as { __layoutShift: typeof record }).__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) record.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);

/** No horizontal scroll at the current viewport width (once the layout has settled after a resize). */
export async function expectNoHorizontalScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

export const demo = {
  admin: { username: 'admin', password: 'Admin@12345' },
  student: { email: 'student@demo.college', password: 'Student@12345' },
  faculty: { email: 'faculty@demo.college', password: 'Faculty@12345' },
};
