// Thirty idle minutes end a session: two minutes before, a dialog offers to stay signed in; ignored, the
// person is signed out cleanly, and what they were typing comes back at their next sign-in on this browser.
import { request as playwrightRequest } from '@playwright/test';
import { createFaculty, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test('the idle warning: Stay signed in renews; ignored, it signs out and the typed text returns after signing in again', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
  const faculty = await createFaculty(admin);
  await admin.dispose();
  // the page's clock only: the server's 30 minutes are real, the page's are fast-forwarded
  await page.clock.install();
  await signInThroughPage(page, '/faculty-login', faculty.email, faculty.initialPassword);
  await setNewPassword(page, faculty.initialPassword, 'idle-own-password');
  await expect(page).toHaveURL(new RegExp(`/faculty-dashboard/${faculty.id}$`));
  const specialization = page.getByLabel('Specialization');
  await expect(specialization).toHaveValue('Sports Physiotherapy');
  await specialization.fill('Paediatric physiotherapy, half typed');

  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward('26:00');
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectNoA11yViolations(page, [], 'dialog');
  // any answer to the renewal, so that one other than 200 fails here with its status, not as a timeout
  const renewed = page.waitForResponse((response) => response.url().endsWith('/api/auth/status'));
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  expect((await renewed).status()).toBe(200);
  await expect(warning).toHaveCount(0);

  // Escape is "stay" too; then nothing more happens for the whole idle time, counted from when the renewal was
  // asked for: here its answer is held back for a minute, and the next warning still comes 27 minutes after Escape
  await page.clock.fastForward('27:30');
  await expect(warning).toBeVisible();
  await page.route('**/api/auth/status', async (route) => {
    await page.clock.fastForward('01:00');
    await route.continue();
  });
  const renewedAgain = page.waitForResponse((response) => response.url().endsWith('/api/auth/status'));
  await page.keyboard.press('Escape');
  expect((await renewedAgain).status()).toBe(200);
  await page.unroute('**/api/auth/status');
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('26:30');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(new RegExp(`/faculty-login\\?expired=1&next=%2Ffaculty-dashboard%2F${faculty.id}$`));
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Staff Login' })).toBeVisible();
  // signed out on the server too, not only on this page
  expect((await (await page.request.get('/api/auth/status')).json()).isAuthenticated).toBe(false);

  await signInThroughPage(page, '/faculty-login', faculty.email, 'idle-own-password');
  await expect(page).toHaveURL(new RegExp(`/faculty-dashboard/${faculty.id}$`));
  await expect(page.getByLabel('Specialization')).toHaveValue('Paediatric physiotherapy, half typed');
  await expect(page.getByRole('status').filter({ hasText: 'What you were typing when you were signed out has been put back.' })).toBeVisible();
  // kept once: a reload shows the saved record again
  await page.reload();
  await expect(page.getByLabel('Specialization')).toHaveValue('Sports Physiotherapy');
});

test('the idle warning offers Logout, which signs out at once without keeping anything', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
  const faculty = await createFaculty(admin);
  await admin.dispose();
  await page.clock.install();
  await signInThroughPage(page, '/faculty-login', faculty.email, faculty.initialPassword);
  await setNewPassword(page, faculty.initialPassword, 'idle-own-password');
  await expect(page).toHaveURL(new RegExp(`/faculty-dashboard/${faculty.id}$`));
  await page.getByLabel('Specialization').fill('Not to be kept');
  await page.clock.fastForward('27:30');
  await page.getByRole('dialog', { name: 'Are you still there?' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/faculty-login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('college.draft.')))).toEqual([]);
});
