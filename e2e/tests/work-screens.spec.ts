// The portals' work screens (logins and dashboards) are clear of the public site's floating widgets:
// the admission button, its hidden trigger and the chat help widget stay on public pages only.
import type { Locator, Page } from '@playwright/test';
import { ownUserId, storageStateOf } from './accounts.ts';
import { expect, expectNoHorizontalScroll, test } from './fixtures.ts';

const publicWidgets = (page: Page) => [
  page.getByRole('link', { name: 'Open admission form' }),
  page.getByRole('link', { name: 'Admission enquiry form' }),
  page.getByRole('button', { name: 'Chat help' }),
];

async function expectWidgets(page: Page, count: 0 | 1) {
  for (const widget of publicWidgets(page)) await expect(widget).toHaveCount(count);
}

test('the login pages carry no public widget; the home page they lead back to does', async ({ page }) => {
  for (const [path, heading] of [
    ['/student-login', 'Student Login'],
    ['/faculty-login', 'Faculty Login'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectWidgets(page, 0);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expectWidgets(page, 1);
});

test.describe('signed in as admin', () => {
  test.use({ storageState: storageStateOf.admin });

  test('the dashboard and its sections carry no public widget', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expectWidgets(page, 0);
    await page.goto('/admin-dashboard/students');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectWidgets(page, 0);
  });
});

test.describe('signed in as a student', () => {
  test.use({ storageState: storageStateOf.student });

  test('the dashboard carries no public widget', async ({ page }) => {
    await page.goto(`/student-dashboard/${await ownUserId(page)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
    await expectWidgets(page, 0);
  });
});

/** The element a click at the middle of `locator` would reach is the control itself: nothing covers it. */
async function expectUncovered(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const reached = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(top && (top === element || element.contains(top)));
  });
  expect(reached).toBe(true);
}

test.describe('admin screens that fit', () => {
  test.use({ storageState: storageStateOf.admin });

  test('on a phone the sections fold behind a menu button, so the section comes first; choosing one folds it again', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto('/admin-dashboard/students');
    const heading = page.getByRole('heading', { level: 1, name: 'Students' });
    await expect(heading).toBeInViewport();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const toggle = nav.getByRole('button', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Subjects', exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Subjects', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/subjects$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Students', exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Subjects' })).toBeInViewport();
  });

  test("the students list's row actions are in view and uncovered at 1366 px; at 390 px rows are cards with every action reachable", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/admin-dashboard/students');
    const firstRow = page.getByRole('table', { name: 'Students' }).getByRole('row').nth(1);
    for (const name of [/^Edit /, /^Reset password of /, /^Delete /]) {
      const button = firstRow.getByRole('button', { name });
      await expect(button).toBeInViewport();
      await expectUncovered(button);
    }
    await page.setViewportSize({ width: 390, height: 740 });
    await expectNoHorizontalScroll(page);
    for (const name of [/^Edit /, /^Reset password of /, /^Delete /]) await expectUncovered(firstRow.getByRole('button', { name }));
  });
});
