// The shell's top bar knows who is signed in: name and role, the way back to the dashboard, Change password
// and Logout, from any page; a portal's sign-in, logout or expiry shows in it at once, from one shared state.
import { readFileSync } from 'node:fs';
import { type Cookie, type Page, request as playwrightRequest } from '@playwright/test';
import { createStudent, ownUserId, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('banner');

/** A promise opened by hand: a request routed to wait on it is held until then. */
function gate() {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
const personButton = (page: Page, name: string) => banner(page).getByRole('button', { name: `Signed in as ${name} (Student)` });

async function expectLoginButtons(page: Page, count: 0 | 1) {
  await expect(banner(page).getByRole('link', { name: 'Student Login' })).toHaveCount(count);
  await expect(banner(page).getByRole('link', { name: 'Staff Login' })).toHaveCount(count);
}

/** A new student, signed in through the login page with a password of their own: on their dashboard. */
async function freshStudentSignedIn(page: Page, baseURL: string | undefined) {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
  const student = await createStudent(admin);
  await admin.dispose();
  await page.goto('/student-login');
  await expectLoginButtons(page, 1);
  await signInThroughPage(page, '/student-login', student.email, student.initialPassword);
  await setNewPassword(page, student.initialPassword, 'chrome-own-password');
  await expect(page).toHaveURL(new RegExp(`/student-dashboard/${student.id}$`));
  const [first, last] = ['Fresh', student.email.match(/e2e-student-(.+)@/)?.[1] ?? ''];
  return { ...student, name: `${first} Student ${last}` };
}

test('signing in shows the person in the top bar; from a public page it leads back, by keyboard too; logout brings the login buttons back', async ({
  page,
  baseURL,
}) => {
  const student = await freshStudentSignedIn(page, baseURL);
  // the sign-in on the portal's page reached the chrome without a reload
  await expect(personButton(page, student.name)).toBeVisible();
  await expectLoginButtons(page, 0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const toggle = personButton(page, student.name);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectNoA11yViolations(page, [], 'header.site-header');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await banner(page).getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/student-dashboard/${student.id}$`));
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/courses');
  await personButton(page, student.name).click();
  await expectNoHorizontalScroll(page);
  await banner(page).getByRole('link', { name: 'My dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/student-dashboard/${student.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();

  await personButton(page, student.name).click();
  await banner(page).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/student-login$/);
  await expectLoginButtons(page, 1);
  expect(await (await page.request.get('/api/auth/status')).json()).toMatchObject({ isAuthenticated: false });
});

test('the chrome and the dashboard ask who is signed in once between them', async ({ page, baseURL }) => {
  const student = await freshStudentSignedIn(page, baseURL);
  const statusCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/status') statusCalls.push(request.url());
  });
  await page.goto(`/student-dashboard/${student.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(personButton(page, student.name)).toBeVisible();
  expect(statusCalls).toHaveLength(1);
});

test("a session that ends elsewhere shows in the chrome at once: the dashboard's logout, and an expiry", async ({ page, baseURL }) => {
  const student = await freshStudentSignedIn(page, baseURL);
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/student-login$/);
  await expectLoginButtons(page, 1);

  await signInThroughPage(page, '/student-login', student.email, 'chrome-own-password');
  await expect(personButton(page, student.name)).toBeVisible();
  // the session ends on the server (another tab signed out); the tab learns it when it is looked at again
  await page.request.post('/api/auth/logout', { headers: { Origin: new URL(page.url()).origin } });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/student-login\?expired=1/);
  await expectLoginButtons(page, 1);
});

test('a signed-in portal page holds still while it comes in: no login buttons meanwhile, the footer kept below the window, no layout shift', async ({
  browser,
  baseURL,
}) => {
  // the session cookie alone (no trace in this browser's storage that someone signed in here): the top bar
  // learns who it is from the API, as on a first visit with a saved session
  const saved = JSON.parse(readFileSync(storageStateOf.student, 'utf8')) as { cookies: Cookie[] };
  const context = await browser.newContext({ baseURL, storageState: { cookies: saved.cookies, origins: [] }, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const id = await ownUserId(page);
  await page.addInitScript(() => {
    const record = window as unknown as { __shifts: number };
    record.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) record.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // the session's answer and the portal's page are held until what shows meanwhile is checked
  const held = { status: gate(), page: gate() };
  await page.route('**/api/auth/status', async (route) => {
    await held.status.passed;
    await route.continue();
  });
  await page.route('**/__federation_expose_DashboardRoute*', async (route) => {
    await held.page.passed;
    await route.continue();
  });
  await page.goto(`/student-dashboard/${id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
  await expectLoginButtons(page, 0);
  expect((await page.getByRole('contentinfo').boundingBox())?.y ?? 0, 'the footer starts below the window').toBeGreaterThanOrEqual(800);
  held.status.open();
  await expect(banner(page).getByRole('button', { name: /^Signed in as .* \(Student\)$/ })).toBeVisible();
  await expectLoginButtons(page, 0);
  held.page.open();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThanOrEqual(0.02);
  await context.close();
});
