// Announcements across the roles: the admin posts to a year, a student of that year sees it unread on their
// dashboard and marks it read, a student of another year never sees it; a teacher posts to their class; each
// person turns announcement e-mail off for themselves.
import type { Browser, Page } from '@playwright/test';
import { createStudent, ownUserId, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

async function pageAs(browser: Browser, baseURL: string | undefined, role: keyof typeof storageStateOf): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: storageStateOf[role] });
  return context.newPage();
}

/** The signed-in person's unread count, as the API tells their dashboard. */
async function unreadOf(page: Page): Promise<{ unread: number; titles: string[] }> {
  const response = await page.request.get('/api/announcements');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { unread: number; items: { title: string }[] };
  return { unread: body.unread, titles: body.items.map((item) => item.title) };
}

test('the admin posts to the first year; a first-year student sees it unread, reads it, and it is marked read', async ({ browser, baseURL }) => {
  const admin = await pageAs(browser, baseURL, 'admin');
  const fresh = await createStudent(admin.request);
  const studentContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const student = await studentContext.newPage();
  await signInThroughPage(student, '/student-login', fresh.email, fresh.initialPassword);
  await setNewPassword(student, fresh.initialPassword, 'announcements-own-password');
  await expect(student).toHaveURL(new RegExp(`/student-dashboard/${fresh.id}$`));

  const title = `Anatomy museum visit ${unique()}`;
  await admin.goto('/admin-dashboard');
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Announcements', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(admin).toHaveTitle('Announcements | Admin Dashboard | Physiotherapy College');
  const form = admin.getByRole('form', { name: 'Post an announcement' });
  await form.getByLabel('Send to').selectOption({ label: 'A year' });
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Choose the year')).toBeVisible();
  await form.getByLabel('Year').selectOption({ label: 'First Year' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('The first year visits the anatomy museum on Friday at 11. Meet at the main gate.');
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(form.getByRole('status')).toContainText(`Announcement "${title}" posted. Sent to`);
  await expect(form.getByLabel('Title')).toHaveValue('');
  const sent = admin.getByRole('article', { name: title });
  await expect(sent).toContainText('To First Year students');
  await expect(sent).toContainText(/Sent to \d+ (person|people)/);

  // the fresh first-year student: marked unread on the dashboard's tab and in the list
  await student.reload();
  const before = await unreadOf(student);
  expect(before.titles).toContain(title);
  expect(before.unread).toBeGreaterThanOrEqual(1);
  const tab = student.getByRole('link', { name: /^Announcements/ });
  await expect(tab).toHaveText(`Announcements (${before.unread} unread)`);
  await tab.click();
  await expect(student).toHaveURL(new RegExp(`/student-dashboard/${fresh.id}/announcements$`));
  await expect(student).toHaveTitle('Announcements | Student Dashboard | Physiotherapy College');
  const item = student.getByRole('article', { name: new RegExp(title) });
  await expect(item.getByRole('heading', { name: `New ${title}` })).toBeVisible();
  await expect(item).toContainText('College office');
  await expect(item).toContainText('The first year visits the anatomy museum on Friday at 11.');
  await item.getByRole('button', { name: `Mark as read: ${title}` }).click();
  await expect(item.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  const after = await unreadOf(student);
  expect(after.unread).toBe(before.unread - 1);
  await expect(tab).toHaveText(after.unread > 0 ? `Announcements (${after.unread} unread)` : 'Announcements');
  await student.reload();
  await expect(student.getByRole('article', { name: new RegExp(title) }).getByRole('heading', { name: title, exact: true })).toBeVisible();

  // the demo student is in the second year: never addressed, never shown
  const secondYear = await pageAs(browser, baseURL, 'student');
  expect((await unreadOf(secondYear)).titles).not.toContain(title);
  await Promise.all([admin.context().close(), studentContext.close(), secondYear.context().close()]);
});

test.describe('a teacher', () => {
  test.use({ storageState: storageStateOf.faculty });

  test("posts to their class from the dashboard; the class's students have it", async ({ page, browser, baseURL }) => {
    const title = `Practical moved to Thursday ${unique()}`;
    await page.goto(`/faculty-dashboard/${await ownUserId(page)}`);
    const form = page.getByRole('form', { name: 'Post an announcement' });
    await expect(form.getByLabel('Send to')).toHaveCount(0);
    await form.getByLabel('Class').selectOption({ label: 'BPT201 Pathology and Microbiology' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Message').fill('This week the microbiology practical is on Thursday, same time, same lab.');
    await form.getByRole('button', { name: 'Post announcement' }).click();
    await expect(form.getByRole('status')).toContainText(`Announcement "${title}" posted.`);
    const own = page.getByRole('article', { name: title });
    await expect(own).toContainText('To BPT201 Pathology and Microbiology class');
    await expect(own).toContainText(/Sent to \d+ (person|people)/);
    await expect(own.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

    const student = await pageAs(browser, baseURL, 'student');
    expect((await unreadOf(student)).titles).toContain(title);
    await student.context().close();
  });
});

test.describe('a student', () => {
  test.use({ storageState: storageStateOf.student });

  test('turns announcement e-mail off and on; the section passes axe and fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/student-dashboard/${await ownUserId(page)}/announcements`);
    await expect(page.getByRole('heading', { level: 2, name: /^Announcements/ })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Your profile, subjects, timetable, attendance, results, fees, announcements and book requests.',
    );
    const setting = page.getByRole('checkbox', { name: 'E-mail me announcements' });
    await expect(setting).toBeEnabled();
    if (!(await setting.isChecked())) await setting.check();
    await setting.uncheck();
    await expect(page.getByText('Announcements will no longer come by e-mail.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'E-mail me announcements' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'E-mail me announcements' }).check();
    await expect(page.getByText('Announcements will also come by e-mail.')).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') })
        .first(),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});

test.describe('the admin', () => {
  test.use({ storageState: storageStateOf.admin });

  test('the announcements section passes axe and fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/admin-dashboard/announcements');
    await expect(page.getByRole('heading', { level: 2, name: 'Sent announcements' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByLabel('Send to').selectOption({ label: 'A class (subject)' });
    await expect(page.getByLabel('Class')).toContainText('BPT201 Pathology and Microbiology');
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});
