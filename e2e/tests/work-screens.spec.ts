// The portals' work screens (logins and dashboards) are clear of the public site's floating widgets:
// the admission button, its hidden trigger and the chat help widget stay on public pages only.
import type { Page } from '@playwright/test';
import { ownUserId, storageStateOf } from './accounts.ts';
import { expect, test } from './fixtures.ts';

const publicWidgets = (page: Page) => [
  page.getByRole('button', { name: 'Open admission form' }),
  page.getByRole('button', { name: 'Admission enquiry form' }),
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
