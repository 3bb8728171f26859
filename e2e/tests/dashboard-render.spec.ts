// What the student and faculty dashboards spare a slow phone while they first render: no locale data (dates and
// rupee amounts are written out by shared-ui, not by Intl formatters, whose first use loads the browser's locale
// data in the middle of the render), and on a phone the faculty dashboard's later panels are laid out only as
// they near the screen.
import type { Locator, Page } from '@playwright/test';
import { ownUserId, storageStateOf } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/** Records, from the page's first script on, every Intl formatter made and every toLocale… call. */
async function recordLocaleFormatting(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __localeCalls: string[] }).__localeCalls = calls;
    const counted = <T extends object>(original: T, name: string): T =>
      new Proxy(original, {
        construct(target, args, newTarget) {
          calls.push(`new Intl.${name}`);
          return Reflect.construct(target as new (...args: unknown[]) => object, args, newTarget);
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}()`);
          return Reflect.apply(target as (...args: unknown[]) => unknown, self, args);
        },
      });
    Intl.NumberFormat = counted(Intl.NumberFormat, 'NumberFormat');
    Intl.DateTimeFormat = counted(Intl.DateTimeFormat, 'DateTimeFormat');
    const wrap = <T extends object>(prototype: T, method: keyof T & string, owner: string) => {
      const original = prototype[method] as unknown as (...args: unknown[]) => unknown;
      Object.defineProperty(prototype, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          calls.push(`${owner}.${method}`);
          return original.apply(this, args);
        },
      });
    };
    wrap(Date.prototype, 'toLocaleDateString', 'Date');
    wrap(Date.prototype, 'toLocaleString', 'Date');
    wrap(Date.prototype, 'toLocaleTimeString', 'Date');
    wrap(Number.prototype, 'toLocaleString', 'Number');
  });
  return () => page.evaluate(() => (window as unknown as { __localeCalls: string[] }).__localeCalls);
}

/** The signed-in member's own dashboard, opened directly. */
async function openOwnDashboard(page: Page, portal: 'student' | 'faculty') {
  await page.goto(`/${portal}-dashboard/${await ownUserId(page)}`);
}

const skippedByBrowser = (locator: Locator) => locator.evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }));

test.describe('the student dashboard', () => {
  test.use({ storageState: storageStateOf.student });

  test('shows the record with its dates and the fees with their amounts without loading locale data', async ({ page }) => {
    const localeCalls = await recordLocaleFormatting(page);
    await openOwnDashboard(page, 'student');
    // a date of birth written out as the college writes dates
    const birth = page.getByRole('term').filter({ hasText: /^Date of Birth$/ });
    await expect(birth.locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await page.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Fees' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Fees' })).toBeVisible();
    const due = page.getByRole('term').filter({ hasText: /^Amount due$/ });
    await expect(due.locator('xpath=following-sibling::dd[1]')).toHaveText(/^₹(\d{1,2},)*\d{1,3}$/);
    expect(await localeCalls()).toEqual([]);
  });
});

test.describe('the faculty dashboard', () => {
  test.use({ storageState: storageStateOf.faculty });

  test('shows the member, the calendar and the profile without loading locale data', async ({ page }) => {
    const localeCalls = await recordLocaleFormatting(page);
    await openOwnDashboard(page, 'faculty');
    await expect(page.getByRole('heading', { level: 2, name: 'My Profile' })).toBeAttached();
    const calendar = page.getByRole('region', { name: 'Academic Calendar' });
    await expect(
      calendar
        .getByRole('cell')
        .filter({ hasText: /^\d{1,2} [A-Z][a-z]+ \d{4}$/ })
        .first(),
    ).toBeAttached();
    expect(await localeCalls()).toEqual([]);
  });

  test('on a phone lays out the panels after the first only as they near the screen', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openOwnDashboard(page, 'faculty');
    const first = page.getByRole('heading', { level: 2, name: 'Faculty Information' });
    await expect(first).toBeVisible();
    const profile = page.getByRole('heading', { level: 2, name: 'My Profile' });
    // the profile form, a screen and more below: skipped at first (the dashboard's first layout leaves it out),
    // yet there for assistive technology
    expect(await skippedByBrowser(first)).toBe(false);
    expect(await skippedByBrowser(profile)).toBe(true);
    await expect(page.getByRole('region', { name: 'My Profile' })).toBeAttached();
    await profile.scrollIntoViewIfNeeded();
    await expect.poll(() => skippedByBrowser(profile)).toBe(false);
    await expect(profile).toBeInViewport();
    await expect(page.getByRole('textbox').first()).toBeVisible();
  });
});
