// Student journeys: the dashboard (profile card and the sections of records), another student's URL, not
// found, fetch failure, password change, logout and an expired session.
import { request as playwrightRequest } from '@playwright/test';
import { createStudent, ownUserId as ownStudentId, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { demo, expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

test.describe('signed in as the demo student', () => {
  test.use({ storageState: storageStateOf.student });

  test('dashboard: spinner, then the profile card and the Subjects section; meta, axe, 360 px', async ({ page }) => {
    const id = await ownStudentId(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === `/api/students/${id}`,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`/student-dashboard/${id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your profile...' })).toBeAttached();
    release();

    await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Student Dashboard | Physiotherapy College');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const card = page.getByRole('region', { name: /\S/ }).first();
    await expect(card.getByRole('definition').first()).toBeVisible();
    for (const label of [
      'Enrollment Number',
      'Year',
      'Email',
      'Phone',
      'Gender',
      'Date of Birth',
      'Address',
      'Nationality',
      'Religion',
      "Father's Name",
      "Mother's Name",
    ]) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page.getByText(demo.student.email)).toBeVisible();
    const picture = page.getByRole('img', { name: 'Student Demo', exact: true });
    await expect(picture).toHaveAttribute('src', /^\/api\/uploads\/demo-student\.png$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const sections = page.getByRole('navigation', { name: 'Your records' });
    await expect(sections.getByRole('link')).toHaveText([
      'Subjects',
      'Timetable',
      'Attendance',
      'Results',
      'Fees',
      'Course history',
      /^Announcements( \(\d+ unread\))?$/,
      'Digital Library',
      'Photo and Documents',
    ]);
    await expect(sections.getByRole('link', { name: 'Subjects' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: 'Subjects and teachers' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });

  test("missing values read 'Not Provided' and a picture that fails to load falls back to initials", async ({ page }) => {
    const id = await ownStudentId(page);
    await page.route(
      (url) => url.pathname === `/api/students/${id}`,
      async (route) => {
        const record = await (await route.fetch()).json();
        const json = {
          ...record,
          ProfilePic: 'gone.png',
          personalInfo: { ...record.personalInfo, address: null },
          contactInfo: { ...record.contactInfo, phone: null },
        };
        await route.fulfill({ json });
      },
    );
    await page.goto(`/student-dashboard/${id}`);
    for (const label of ['Address', 'Phone']) {
      const term = page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
      await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText('Not Provided');
    }
    await expect(page.getByRole('img', { name: 'Student Demo (initials)' })).toBeVisible();
  });

  test("another student's id shows nothing of theirs: back to the own dashboard with a notice", async ({ page }) => {
    const id = await ownStudentId(page);
    const otherId = id === 1 ? 2 : id - 1;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`/student-dashboard/${otherId}`);
    await expect(page).toHaveURL(new RegExp(`/student-dashboard/${id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'You can only view your own dashboard.' })).toBeVisible();
    await expect(page.getByText(demo.student.email)).toBeVisible();
    expect(requested.filter((url) => url.includes(`/api/students/${otherId}`))).toEqual([]);
  });

  test("the API refuses another student's record (403)", async ({ page }) => {
    const id = await ownStudentId(page);
    const response = await page.request.get(`/api/students/${id === 1 ? 2 : id - 1}`);
    expect(response.status()).toBe(403);
  });

  test("'Student not found' when the record is gone (404)", async ({ page }) => {
    const id = await ownStudentId(page);
    await page.route(
      (url) => url.pathname === `/api/students/${id}`,
      (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Student not found' }),
        }),
    );
    await page.goto(`/student-dashboard/${id}`);
    await expect(page.getByText('Student not found', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a failed dashboard fetch is a silent redirect to the login page, which stays there with its form (no loop back)', async ({ page }) => {
    const id = await ownStudentId(page);
    let asked = 0;
    await page.route(
      (url) => url.pathname === `/api/students/${id}`,
      (route) => {
        asked += 1;
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      },
    );
    await page.goto(`/student-dashboard/${id}`);
    await expect(page).toHaveURL(/\/student-login/);
    // signed in as they still are, the page shows its form rather than sending them back to the dashboard
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(/\/student-login/);
    expect(asked).toBe(1);
  });

  test('a signed-in student opening a faculty dashboard ends on their own dashboard', async ({ page }) => {
    const id = await ownStudentId(page);
    await page.goto('/faculty-dashboard/1');
    await expect(page).toHaveURL(new RegExp(`/student-dashboard/${id}$`));
  });
});

test('not signed in: the dashboard sends the visitor to the student login page', async ({ page }) => {
  await page.goto('/student-dashboard/1');
  await expect(page).toHaveURL(/\/student-login\?next=%2Fstudent-dashboard%2F1$/);
});

test('logout: Cancel closes the dialog, Logout signs out and goes to the login page', async ({ page }) => {
  await signInThroughPage(page, '/student-login', demo.student.email, demo.student.password);
  await expect(page).toHaveURL(/\/student-dashboard\/\d+$/);
  const dashboard = page.url();

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/student-login$/);
  await page.goto(dashboard);
  await expect(page).toHaveURL(/\/student-login\?next=/);
});

test('password change in the dashboard: wrong current password, then success', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
  const student = await createStudent(admin);
  await admin.dispose();
  await signInThroughPage(page, '/student-login', student.email, student.initialPassword);
  await setNewPassword(page, student.initialPassword, 'first-own-password');
  await expect(page).toHaveURL(new RegExp(`/student-dashboard/${student.id}$`));

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('second-own-password');
  await dialog.getByLabel('Repeat new password', { exact: true }).fill('second-own-password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/incorrect/i);

  await dialog.getByLabel('Current password', { exact: true }).fill('first-own-password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
  await signInThroughPage(page, '/student-login', student.email, 'second-own-password');
  await expect(page).toHaveURL(new RegExp(`/student-dashboard/${student.id}$`));
});

test('expired session: the next action leads to the login page, and signing in returns there', async ({ page, context }) => {
  await signInThroughPage(page, '/student-login', demo.student.email, demo.student.password);
  await expect(page).toHaveURL(/\/student-dashboard\/\d+$/);
  const dashboard = new URL(page.url()).pathname;
  await expect(page.getByText(demo.student.email)).toBeVisible();
  // the Subjects section has asked for its data too: the next call is the one under test
  await expect(page.getByRole('table', { name: 'Subjects and teachers' })).toBeVisible();

  await context.clearCookies();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password', { exact: true }).fill(demo.student.password);
  await dialog.getByLabel('New password', { exact: true }).fill('never-applied-password');
  await dialog.getByLabel('Repeat new password', { exact: true }).fill('never-applied-password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL(/\/student-login\?expired=1&next=/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired. Please sign in again.' })).toBeVisible();
  await expectNoA11yViolations(page);
  await signInThroughPage(page, '/student-login', demo.student.email, demo.student.password);
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
});
