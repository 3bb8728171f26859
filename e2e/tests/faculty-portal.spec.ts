// Faculty journeys: information, academic calendar, 'My Profile' (e-mail locked), another member's
// URL, fetch failures, password change, logout and an expired session.
import { type Page, request as playwrightRequest } from '@playwright/test';
import { createFaculty, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { demo, expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

async function ownFacultyId(page: Page): Promise<number> {
  const status = (await (await page.request.get('/api/auth/status')).json()) as { user: { id: number } };
  return status.user.id;
}

const calendarOf = (id: number) => (url: URL) => url.pathname === `/api/faculty/${id}/calendar`;

test.describe('signed in as the demo faculty member', () => {
  test.use({ storageState: storageStateOf.faculty });

  test('dashboard: spinner, information, academic calendar, My Profile; meta, axe, 360 px', async ({ page }) => {
    const id = await ownFacultyId(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === `/api/faculty/${id}`,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`/faculty-dashboard/${id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your information...' })).toBeAttached();
    release();

    await expect(page.getByRole('heading', { level: 2, name: 'Faculty Information' })).toBeVisible();
    await expect(page).toHaveTitle('Faculty Dashboard | Physiotherapy College');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    for (const label of [
      'Name',
      'Designation',
      'Specialization',
      'Experience',
      'Year of Joining',
      'Email',
      'Phone',
      'Gender',
      'Date of Birth',
      'Address',
      'Nationality',
      'Religion',
    ]) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    const calendar = page.getByRole('table', { name: 'Academic calendar' });
    await expect(calendar.getByRole('columnheader')).toHaveText(['Event', 'Date', 'Year']);
    expect(await calendar.getByRole('row').count()).toBeGreaterThan(1);

    await expect(page.getByRole('heading', { level: 2, name: 'My Profile' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue(demo.faculty.email);
    await expect(email).not.toBeEditable();
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });

  test("'No calendar events found.' when the calendar is empty, and when it fails to load", async ({ page }) => {
    const id = await ownFacultyId(page);
    await page.route(calendarOf(id), (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto(`/faculty-dashboard/${id}`);
    await expect(page.getByText('No calendar events found.')).toBeVisible();

    await page.unroute(calendarOf(id));
    await page.route(calendarOf(id), (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Faculty Information' })).toBeVisible();
    await expect(page.getByText('No calendar events found.')).toBeVisible();
  });

  test('My Profile: checks, a refused save in the words of SPEC section 8, then a real save', async ({ page }) => {
    const id = await ownFacultyId(page);
    await page.goto(`/faculty-dashboard/${id}`);
    const firstName = page.getByRole('textbox', { name: 'First Name' });
    const original = await firstName.inputValue();
    const phone = page.getByRole('textbox', { name: 'Phone' });
    const originalPhone = await phone.inputValue();

    await firstName.fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await firstName.fill(original);

    const putProfile = (url: URL) => url.pathname === `/api/faculty/${id}`;
    await page.route(putProfile, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Faculty members cannot change their e-mail address' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Error: HTTP error! Status: 403, Message: Faculty members cannot change their e-mail address',
    );
    await page.unroute(putProfile);

    await phone.fill('+91 90000 00040');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '+91 90000 00040' })).toBeVisible();

    await phone.fill(originalPhone);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  });

  test('the API refuses an e-mail change on the own record (403)', async ({ page }) => {
    const id = await ownFacultyId(page);
    const response = await page.request.put(`/api/faculty/${id}`, { data: { contactInfo: { email: 'someone-else@example.test' } } });
    expect(response.status()).toBe(403);
  });

  test("another member's id leads back to the own dashboard with a notice", async ({ page }) => {
    const id = await ownFacultyId(page);
    await page.goto(`/faculty-dashboard/${id + 1}`);
    await expect(page).toHaveURL(new RegExp(`/faculty-dashboard/${id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'You can only view your own dashboard.' })).toBeVisible();
  });

  test('a failed dashboard fetch is a silent redirect to the login page, which stays there with its form (no loop back)', async ({ page }) => {
    const id = await ownFacultyId(page);
    let asked = 0;
    await page.route(
      (url) => url.pathname === `/api/faculty/${id}`,
      (route) => {
        asked += 1;
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      },
    );
    await page.goto(`/faculty-dashboard/${id}`);
    await expect(page).toHaveURL(/\/faculty-login/);
    // signed in as they still are, the page shows its form rather than sending them back to the dashboard
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty Login' })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(/\/faculty-login/);
    expect(asked).toBe(1);
  });

  test('a signed-in faculty member opening a student dashboard ends on their own dashboard', async ({ page }) => {
    const id = await ownFacultyId(page);
    await page.goto('/student-dashboard/1');
    await expect(page).toHaveURL(new RegExp(`/faculty-dashboard/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty Dashboard' })).toBeVisible();
  });
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: storageStateOf.admin });

  test('opening a student or faculty dashboard ends on the admin dashboard', async ({ page }) => {
    for (const path of ['/student-dashboard/1', '/faculty-dashboard/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
    }
  });
});

test('not signed in: the dashboard sends the visitor to the faculty login page', async ({ page }) => {
  await page.goto('/faculty-dashboard/1');
  await expect(page).toHaveURL(/\/faculty-login\?next=%2Ffaculty-dashboard%2F1$/);
});

test('logout: Cancel closes the dialog, Logout signs out and goes to the faculty login page', async ({ page }) => {
  await signInThroughPage(page, '/faculty-login', demo.faculty.email, demo.faculty.password);
  await expect(page).toHaveURL(/\/faculty-dashboard\/\d+$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/faculty-login$/);
  expect((await (await page.request.get('/api/auth/status')).json()).isAuthenticated).toBe(false);
});

test('first login and password change for a new faculty member', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
  const member = await createFaculty(admin);
  await admin.dispose();
  await signInThroughPage(page, '/faculty-login', member.email, member.initialPassword);
  await setNewPassword(page, member.initialPassword, 'faculty-own-password');
  await expect(page).toHaveURL(new RegExp(`/faculty-dashboard/${member.id}$`));

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password', { exact: true }).fill('faculty-own-password');
  await dialog.getByLabel('New password', { exact: true }).fill('faculty-own-password');
  await dialog.getByLabel('Repeat new password', { exact: true }).fill('faculty-own-password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/must differ from the current one/);
  await dialog.getByLabel('New password', { exact: true }).fill('faculty-newer-password');
  await dialog.getByLabel('Repeat new password', { exact: true }).fill('faculty-newer-password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
});

test('expired session: saving My Profile leads to the login page, and signing in returns there', async ({ page, context }) => {
  await signInThroughPage(page, '/faculty-login', demo.faculty.email, demo.faculty.password);
  await expect(page).toHaveURL(/\/faculty-dashboard\/\d+$/);
  const dashboard = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // My subjects has asked for its data too: the next call is the one under test
  await expect(page.getByRole('region', { name: /^My subjects / }).getByRole('list')).toBeVisible();

  await context.clearCookies();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL(/\/faculty-login\?expired=1&next=/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired. Please sign in again.' })).toBeVisible();
  await signInThroughPage(page, '/faculty-login', demo.faculty.email, demo.faculty.password);
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
});
