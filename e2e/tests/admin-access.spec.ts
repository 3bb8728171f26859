// Admin access (anonymous, student and faculty sent away), sidebar, panel groups, headings-only
// sections, axe scans of the main pages and logout.
import { storageStateOf } from './accounts.ts';
import { apiCreateSubject, ownAdminSession } from './admin-helpers.ts';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const SECTIONS = [
  'Dashboard',
  'Faculty',
  'Students',
  'Subjects',
  'Personal Info',
  'Contact Info',
  'Events',
  'Academic Calendar',
  'Audit Log',
  'Analytics',
  'Promotion',
  'Settings',
];

test('anonymous visitors are sent to /faculty-login', async ({ page }) => {
  await page.goto('/admin-dashboard/students');
  await expect(page).toHaveURL(/\/faculty-login/);
});

/** The paths the page's main frame goes through, in-page navigations included. */
function pathsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

// The admin dashboard sends anyone but an admin to /faculty-login; the login page sends someone already signed
// in on to their own dashboard.
test.describe('a signed-in student', () => {
  test.use({ storageState: storageStateOf.student });
  test('is bounced to /faculty-login, and from there to their own dashboard', async ({ page }) => {
    const paths = pathsOf(page);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/student-dashboard\/\d+$/);
    expect(paths).toContain('/faculty-login');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  });
});

test.describe('a signed-in faculty member', () => {
  test.use({ storageState: storageStateOf.faculty });
  test('is sent to /faculty-login and on to their own dashboard, still signed in as faculty', async ({ page }) => {
    const paths = pathsOf(page);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/faculty-dashboard\/\d+$/);
    expect(paths).toContain('/faculty-login');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
    const status = await (await page.request.get('/api/auth/status')).json();
    expect(status).toMatchObject({ isAuthenticated: true, user: { type: 'faculty' } });
  });
});

test.describe('signed in as admin', () => {
  test.use({ storageState: storageStateOf.admin });

  test('shows Loading Dashboard..., then the tiles; every sidebar item navigates', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/status', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin-dashboard');
    await expect(page.getByText('Loading Dashboard...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Admin Dashboard | Physiotherapy College');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /administration/);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of SECTIONS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Inbox(, \d+ unread)?$/ })).toBeVisible();
    await nav.getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page);
  });

  test('axe: the dashboard tiles, students list, faculty list and analytics, no dialog open', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('link', { name: /Students Manage students/ })).toBeVisible();
    await expectNoA11yViolations(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const [label, table] of [
      ['Students', 'Students'],
      ['Faculty', 'Faculty'],
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByRole('table', { name: table }).getByRole('row')).not.toHaveCount(1);
      // No admin dialog (the shell's help widget may open by itself; chrome.spec.ts scans it).
      await expect(page.locator('.admin-layout').getByRole('dialog')).toHaveCount(0);
      await expectNoA11yViolations(page);
    }
    await nav.getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('panel groups collapse and expand; sub-panels show the dashboard tiles', async ({ page }) => {
    await page.goto('/admin-dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const groups = {
      'Faculty Panel': ['faculty-dashboard', 'faculty-profile', 'faculty-subjects', 'faculty-students', 'faculty-analytics'],
      'Student Panel': ['student-dashboard', 'student-profile', 'student-subjects', 'student-grades', 'student-documents'],
    };
    for (const [group, ids] of Object.entries(groups)) {
      const toggle = nav.getByRole('button', { name: group });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.locator(`a[href="/admin-dashboard/${ids[0]}"]`)).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const id of ids) await expect(nav.locator(`a[href="/admin-dashboard/${id}"]`)).toBeVisible();
      await nav.locator(`a[href="/admin-dashboard/${ids[1]}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/${ids[1]}$`));
      await expect(page.getByRole('link', { name: /Students Manage students/ })).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.locator(`a[href="/admin-dashboard/${ids[0]}"]`)).toBeHidden();
    }
    await page.getByRole('link', { name: /Subjects Subjects of each year/ }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/subjects$/);
  });

  test('360 px wide: no horizontal scroll, tables scroll inside their container', async ({ page }) => {
    await apiCreateSubject(page.request);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const section of ['dashboard', 'students', 'faculty', 'audit-log']) {
      await page.goto(`/admin-dashboard/${section}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (section !== 'dashboard') await expect(page.getByRole('table').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await page.goto('/admin-dashboard/students');
    await page.getByRole('button', { name: 'Add Student' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Student' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});

test.describe('logout', () => {
  test('Confirm Logout: Cancel keeps the session; Logout ends it and goes to /faculty-login', async ({ page }) => {
    await ownAdminSession(page);
    await page.goto('/admin-dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Logout' }).click();
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout') && r.method() === 'POST');
    await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await logout;
    await expect(page).toHaveURL(/\/faculty-login$/);
    const status = await (await page.request.get('/api/auth/status')).json();
    expect(status.isAuthenticated).toBe(false);
  });
});
