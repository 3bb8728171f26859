// Login pages /student-login and /faculty-login: form, checks, every SPEC section 8 message,
// where each role lands, the first-login password step, and the built bundles' API base.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, request as playwrightRequest } from '@playwright/test';
import { createStudent, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { demo, expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const failWith = (page: Page, role: string, status: number, body: object) =>
  page.route(`**/api/auth/${role}/login`, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

test.describe('login pages', () => {
  test('student login: default role, checks announced, show/hide, meta and axe', async ({ page }) => {
    await page.goto('/student-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    await expect(page).toHaveTitle('Student Login | Physiotherapy College');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('radio', { name: 'Student' })).toBeChecked();
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expectNoA11yViolations(page);

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('switch', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await page.getByRole('radio', { name: 'Admin' }).check();
    await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await page.getByLabel('Username').fill('');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is required');

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });

  test('faculty login: Faculty/Admin toggle, faculty by default, meta and axe', async ({ page }) => {
    await page.goto('/faculty-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty Login' })).toBeVisible();
    await expect(page).toHaveTitle('Faculty Login | Physiotherapy College');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('radio', { name: 'Faculty' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Admin' })).not.toBeChecked();
    await expectNoA11yViolations(page);
  });

  test('wrong credentials show the server message from the real API', async ({ page }) => {
    await page.goto('/student-login');
    await signInThroughPage(page, '/student-login', demo.student.email, 'wrong-password');
    await expect(alert(page)).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/student-login$/);
  });

  test('without a server message each role shows its own fallback (SPEC section 8)', async ({ page }) => {
    await failWith(page, 'student', 401, {});
    await failWith(page, 'admin', 401, {});
    await failWith(page, 'faculty', 401, {});
    await page.goto('/student-login');
    await signInThroughPage(page, '/student-login', 'someone@example.test', 'x');
    await expect(alert(page)).toHaveText('Invalid email or password');

    await page.getByRole('radio', { name: 'Admin' }).check();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert(page)).toHaveText('Invalid admin credentials');

    await page.goto('/faculty-login');
    await signInThroughPage(page, '/faculty-login', 'someone@example.test', 'x');
    await expect(alert(page)).toHaveText('Invalid credentials');
  });

  test('a server message comes first, e.g. rate limiting (429)', async ({ page }) => {
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    await failWith(page, 'faculty', 429, { statusCode: 429, error: 'Too Many Requests', message });
    await page.goto('/faculty-login');
    await signInThroughPage(page, '/faculty-login', 'someone@example.test', 'x');
    await expect(alert(page)).toHaveText(message);
  });

  test('a network failure shows the generic message', async ({ page }) => {
    await page.route('**/api/auth/student/login', (route) => route.abort('connectionrefused'));
    await page.goto('/student-login');
    await signInThroughPage(page, '/student-login', 'someone@example.test', 'x');
    await expect(alert(page)).toHaveText('An error occurred. Please try again.');
  });

  test('a failed status check on load is only logged; the form still shows', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.route('**/api/auth/status', (route) => route.abort('connectionrefused'));
    await page.goto('/faculty-login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    expect(logged.some((text) => text.includes('status check failed'))).toBe(true);
  });

  test('each role lands where SPEC says after signing in', async ({ browser }) => {
    const cases = [
      { path: '/student-login', role: null, login: demo.student.email, password: demo.student.password, to: /\/student-dashboard\/\d+$/ },
      { path: '/faculty-login', role: null, login: demo.faculty.email, password: demo.faculty.password, to: /\/faculty-dashboard\/\d+$/ },
      { path: '/student-login', role: 'Admin', login: demo.admin.username, password: demo.admin.password, to: /\/admin-dashboard$/ },
    ];
    for (const c of cases) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(c.path);
      if (c.role) await page.getByRole('radio', { name: c.role }).check();
      await page.getByLabel(c.role ? 'Username' : 'Email').fill(c.login);
      await page.getByLabel('Password', { exact: true }).fill(c.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(c.to);
      await context.close();
    }
  });
});

test.describe('signed-in visitors skip the login page', () => {
  for (const [role, path, to] of [
    ['admin', '/student-login', /\/admin-dashboard$/],
    ['admin', '/faculty-login', /\/admin-dashboard$/],
    ['student', '/student-login', /\/student-dashboard\/\d+$/],
    ['faculty', '/faculty-login', /\/faculty-dashboard\/\d+$/],
  ] as const) {
    test(`${role} opening ${path}`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: storageStateOf[role] });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page).toHaveURL(to);
      await context.close();
    });
  }
});

test('first login: the one-time password must be replaced before anything else', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
  const student = await createStudent(admin);
  await admin.dispose();

  await page.goto('/student-login');
  await signInThroughPage(page, '/student-login', student.email, student.initialPassword);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Password rules' })).toContainText('At least 8 characters');
  await expectNoA11yViolations(page);

  // nothing else is reachable: the dashboard sends the user back to this step
  await page.goto(`/student-dashboard/${student.id}`);
  await expect(page).toHaveURL(/\/student-login\?next=/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(student.initialPassword);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat new password', { exact: true }).fill('different');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/does not meet the rules shown/);
  await expect(page.getByLabel('Repeat new password', { exact: true })).toHaveAccessibleDescription('The passwords do not match');

  await setNewPassword(page, student.initialPassword, 'my-own-password-2025');
  await expect(page).toHaveURL(new RegExp(`/student-dashboard/${student.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: /Fresh Student/ })).toBeVisible();
});

// React Router parses relative URLs against the placeholder base "http://localhost" (it never calls it);
// it is in the framework chunk (React and the router). Everything else must not name the host at all.
test('built student and faculty bundles name no host (configured API base only)', () => {
  for (const portal of ['mfe-student', 'mfe-faculty']) {
    const dist = join(import.meta.dirname, '..', '..', portal, 'dist');
    const files = (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith('.js'));
    const framework = files.filter((file) => file.startsWith('framework.'));
    expect(framework).toHaveLength(1);
    const frameworkCode = readFileSync(join(dist, framework[0] as string), 'utf8');
    expect(frameworkCode.replaceAll('"http://localhost"', '')).not.toContain('localhost');
    const ownFiles = files.filter((file) => !framework.includes(file));
    expect(ownFiles.filter((file) => file.startsWith('__federation_expose_'))).toHaveLength(2);
    const naming = ownFiles.filter((file) => readFileSync(join(dist, file), 'utf8').includes('localhost'));
    expect(naming, `${portal} files naming localhost`).toEqual([]);
  }
});
