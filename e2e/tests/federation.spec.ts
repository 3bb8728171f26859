// The shell composes the portals at run time: what a visitor downloads, and what happens when a portal is down.
import { PORTALS, stackPorts } from '@college/topology';
import { ownUserId, storageStateOf } from './accounts.ts';
import { expect, test } from './fixtures.ts';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const ports = stackPorts(offset);
const portalPort = {
  public: ports.portals['mfe-public'],
  student: ports.portals['mfe-student'],
  faculty: ports.portals['mfe-faculty'],
  admin: ports.portals['mfe-admin'],
};

/** A promise opened by hand: a request routed to wait on it is held until then. */
function gate() {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

test('a visitor to / downloads no student, faculty or admin code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fromPortal = (port: number) => requested.filter((url) => new URL(url).port === String(port));
  expect(fromPortal(portalPort.public).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromPortal(portalPort.student)).toEqual([]);
  expect(fromPortal(portalPort.faculty)).toEqual([]);
  expect(fromPortal(portalPort.admin)).toEqual([]);
});

test("a portal's page asks for the shell's start files with its HTML, then shows the portal's page", async ({ page, request }) => {
  const html = await (await request.get('/student-login')).text();
  expect(html).toMatch(/<link rel="?preload"? as="?script"? href="?\/app\.[0-9a-f]+\.js/);
  await page.goto('/student-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
});

test('React, react-dom and the router are downloaded once, by the shell, whichever portals a visit goes through', async ({ page }) => {
  const scripts: Promise<{ url: string; code: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          (code) => ({ url: response.url(), code }),
          () => ({ url: response.url(), code: '' }),
        ),
      );
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Courses' }).first().click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Student Login' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Staff Login' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faculty Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const downloaded = await Promise.all(scripts);
  const origins = new Set(downloaded.map(({ url }) => new URL(url).port));
  expect(origins, 'scripts came from the shell and three portals').toEqual(
    new Set([String(ports.shell), String(portalPort.public), String(portalPort.student), String(portalPort.faculty)]),
  );
  // a marker each library's production build carries once
  const markers = {
    react: '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    'react-dom': '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    'react-router': 'inside another <Router>',
  };
  for (const [library, marker] of Object.entries(markers)) {
    const carriers = downloaded.filter(({ code }) => code.includes(marker)).map(({ url }) => new URL(url).port);
    expect(carriers, library).toEqual([String(ports.shell)]);
  }
});

test.describe('a dashboard opened directly', () => {
  test.use({ storageState: storageStateOf.faculty });

  test("is headed at once by the shell, where the portal's frame puts its heading, while the portal's code comes", async ({ page }) => {
    const id = await ownUserId(page);
    const held = gate();
    await page.route(`http://localhost:${portalPort.faculty}/__federation_expose_DashboardRoute.*.js`, async (route) => {
      await held.passed;
      await route.continue();
    });
    await page.goto(`/faculty-dashboard/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Faculty Dashboard' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Loading faculty portal...');
    const headingBox = await heading.boundingBox();
    held.open();
    await expect(page.getByRole('heading', { level: 2, name: 'Faculty Information' })).toBeVisible();
    // the portal's own heading, the only one, in the same place
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await heading.boundingBox()).toEqual(headingBox);
  });
});

test('the shell learns where portals live from /remotes.json at run time', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const remotes = (await response.json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual(PORTALS.map((portal) => portal.name).sort());
  for (const url of Object.values(remotes)) expect(url).toMatch(/\/mf-manifest\.json$/);
});

test('a portal that cannot load shows a fallback with Retry, and the rest keeps working', async ({ page, context }) => {
  await context.route(`http://localhost:${portalPort.student}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  await page.getByRole('link', { name: 'Student Login' }).first().click();
  await expect(page).toHaveURL(/\/student-login$/);
  const fallback = page.getByRole('alert').filter({ hasText: 'This section is unavailable' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // Other portals still load while the student portal is down.
  await page.getByRole('link', { name: 'Staff Login' }).first().click();
  await expect(page).toHaveURL(/\/faculty-login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'This section is unavailable' })).toHaveCount(0);

  // The student portal comes back: Retry loads it without a full page reload.
  await page.goBack();
  await expect(fallback).toBeVisible();
  await context.unroute(`http://localhost:${portalPort.student}/**`);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a portal chunk that 404s is isolated as well', async ({ page, context }) => {
  await context.route(`http://localhost:${portalPort.admin}/__federation_expose_*`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'This section is unavailable' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
