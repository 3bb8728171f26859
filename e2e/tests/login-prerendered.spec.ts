// The login pages arrive prerendered, as the public pages do: the portal that owns the page carries its document
// and the shell's server composes it, so the heading and the form with its labelled fields are painted before any
// script runs (never indexed). Once live, the page is the same nodes, hydrated: what was typed before stays, and
// signs in. With JavaScript off the form is a real form that signs in by itself.
import type { BrowserContext, Page } from '@playwright/test';
import { demo, expect, test, waitUntilLive } from './fixtures.ts';

const LOGIN_PAGES = [
  { path: '/student-login', heading: 'Student Login', title: 'Student Login | Physiotherapy College', role: 'Student' },
  { path: '/faculty-login', heading: 'Faculty Login', title: 'Faculty Login | Physiotherapy College', role: 'Faculty' },
  {
    path: `/faculty-login?next=${encodeURIComponent('/admin-dashboard')}`,
    heading: 'Faculty Login',
    title: 'Faculty Login | Physiotherapy College',
    role: 'Faculty',
  },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each login page arrives with its heading, meta and form with labelled fields in the HTML, never indexed', async ({ request }) => {
    for (const { path, heading, title } of LOGIN_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<main[^>]*id="main"[^>]*>[\\s\\S]*?<h1>${heading}</h1>`));
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html, path).toMatch(/<form [^>]*action="\/api\/auth\/(student|faculty)\/login" method="post"/);
      for (const [id, label] of [
        ['login-identifier', 'Email'],
        ['login-password', 'Password'],
      ])
        expect(html, `${path}: ${label}`).toMatch(new RegExp(`<label for="${id}">${label}</label>[\\s\\S]*?<input [^>]*id="${id}"`));
      // its styles inside the HTML: nothing to fetch before the first paint
      expect(html, path).toContain('<style data-href="');
      expect(html, path).not.toMatch(/localhost:38\d\d|<!--#/);
    }
  });

  test('in a browser, the login form is on screen and labelled; what its document does not show is rendered by the app', async ({ page }) => {
    for (const { path, heading, role } of LOGIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('radio', { name: role }), path).toBeChecked();
      await expect(page.getByLabel('Email'), path).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true }), path).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login' }), path).toBeVisible();
    }
    // a signed-in screen, and the forgotten-password step, are the plain shell
    for (const path of ['/admin-dashboard', '/student-login?forgot=1']) {
      const response = await page.goto(path);
      expect(response?.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      await expect(page.locator('main#main h1'), path).toHaveCount(0);
    }
  });

  test('the student signs in by the form itself and lands on the dashboard', async ({ page }) => {
    await page.goto('/student-login');
    await page.getByLabel('Email').fill(demo.student.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.student.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/student-dashboard\/[^/]+$/);
  });
});

/** A page at 4x CPU slowdown with the shell's main.js held back until `release`: the login page as painted from its HTML. */
async function paintedOnly(context: BrowserContext, path: string): Promise<{ page: Page; release: () => Promise<void> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(/\/main\.js$/, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 100 });
  return {
    page,
    release: async () => {
      await expect(page.locator('html[data-app-started]'), 'the page must not be live before its code is let through').toHaveCount(0);
      open();
      await waitUntilLive(page);
    },
  };
}

test('what is typed before the login page is live stays, in the same nodes, and signs in to where ?next= says', async ({ context }) => {
  const errors: Error[] = [];
  const { page, release } = await paintedOnly(context, `/faculty-login?next=${encodeURIComponent('/admin-dashboard')}`);
  page.on('pageerror', (error) => errors.push(error));
  await expect(page.getByRole('heading', { level: 1, name: 'Faculty Login' })).toBeVisible();
  await page.getByRole('radio', { name: 'Admin' }).check();
  await page.getByLabel('Email').fill(demo.admin.username);
  await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
  const served = await page.getByLabel('Password', { exact: true }).elementHandle();
  await release();

  // hydrated, not replaced: the field is the one the HTML brought, with its text; the early role choice is followed
  expect(await served?.evaluate((node) => node.isConnected)).toBe(true);
  await expect(page.getByLabel('Username')).toHaveValue(demo.admin.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(demo.admin.password);
  await page.getByRole('switch', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

test('each login page hydrates in place without a mismatch; a mailed link, which its document does not know, follows', async ({ page }) => {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    // the heading as the HTML brought it, before any script of the app ran
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __served: Element | null }).__served = document.querySelector('main#main h1');
    });
  });
  for (const { path, heading } of LOGIN_PAGES) {
    await page.goto(path); // waits until the page itself has hydrated (fixtures.ts)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    const sameNode = await page.evaluate(() => {
      const served = (window as unknown as { __served: Element | null }).__served;
      return served?.isConnected === true && served === document.querySelector('main#main h1');
    });
    expect(sameNode, `${path}: the served heading was hydrated in place`).toBe(true);
  }
  await page.goto(`/student-login#reset=${'a'.repeat(32)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  expect(hydrationErrors).toEqual([]);
});
