// Data loading in the signed-in portals: one session question for a whole visit (the page's one session query,
// shared by the chrome and the portals), a list's search, order and page kept in the address (a reload, a copied
// link and Back show the same rows), and a list that shows a change at once, without a reload.
import type { Page } from '@playwright/test';
import { ownUserId, signInThroughPage, storageStateOf } from './accounts.ts';
import { apiCreateStudent, search, unique } from './admin-helpers.ts';
import { demo, expect, test } from './fixtures.ts';

/** Every /api/auth/status request the page makes from now on. */
function countStatusCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/status') calls.push(request.url());
  });
  return calls;
}

test('an anonymous visit of the public pages downloads no data cache and asks nothing about a session', async ({ page }) => {
  const statusCalls = countStatusCalls(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /\/queries\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
  expect(statusCalls).toEqual([]);
});

test('a student signs in and goes through the portal for minutes: who is signed in is asked once', async ({ page }) => {
  const statusCalls = countStatusCalls(page);
  // time is moved on between the steps: an answer kept only for a few seconds would be asked for again
  await page.clock.install();
  await signInThroughPage(page, '/student-login', demo.student.email, demo.student.password);
  await expect(page).toHaveURL(/\/student-dashboard\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Your records' });
  for (const [link, heading] of [
    ['Results', 'Results'],
    ['Fees', 'Fees'],
    ['Subjects', 'Subjects'],
  ] as const) {
    await page.clock.fastForward('01:00');
    await sections.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // out to the public site and back through the top bar's menu
  await page.clock.fastForward('01:00');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const person = page.getByRole('banner').getByRole('button', { name: /^Signed in as .* \(Student\)$/ });
  await person.click();
  await page.getByRole('banner').getByRole('link', { name: 'My dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(person).toBeVisible();
  expect(statusCalls).toHaveLength(1);
});

test.describe('a portal page opened directly', () => {
  test.use({ storageState: storageStateOf.student });

  test('asks who is signed in once', async ({ page }) => {
    const id = await ownUserId(page);
    const statusCalls = countStatusCalls(page);
    await page.goto(`/student-dashboard/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Your records' })).toBeVisible();
    expect(statusCalls).toHaveLength(1);
  });

  test("asks for the student's record once, then its picture, downloaded once", async ({ page }) => {
    const id = await ownUserId(page);
    const recordCalls: string[] = [];
    const pictures: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api/students/${id}`) recordCalls.push(request.url());
      if (pathname.startsWith('/api/uploads/')) pictures.push(pathname);
    });
    await page.goto(`/student-dashboard/${id}/fees`);
    await expect(page.getByRole('heading', { level: 2, name: 'Fees' })).toBeVisible();
    await expect(page.getByText(demo.student.email)).toBeVisible();
    expect(recordCalls).toHaveLength(1);
    await expect(page.getByRole('img', { name: /Student Demo/ })).toHaveJSProperty('complete', true);
    expect(pictures).toEqual(['/api/uploads/demo-student.png']);
  });

  test("finds the portal's files with one read each of remotes.json and its manifest", async ({ page }) => {
    const id = await ownUserId(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/remotes.json') || pathname.endsWith('/mf-manifest.json') || pathname.endsWith('/remoteEntry.js')) reads.push(pathname);
    });
    await page.goto(`/student-dashboard/${id}`);
    await expect(page.getByRole('navigation', { name: 'Your records' })).toBeVisible();
    expect(reads.sort()).toEqual(['/mf-manifest.json', '/remoteEntry.js', '/remotes.json']);
  });
});

test.describe('the admin portal', () => {
  test.use({ storageState: storageStateOf.admin });

  test('going from section to section for a while asks who is signed in once', async ({ page }) => {
    const statusCalls = countStatusCalls(page);
    await page.clock.install();
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await page.clock.fastForward('01:00');
    for (const [link, heading] of [
      ['Students', 'Students'],
      ['Faculty', 'Faculty'],
      ['Subjects', 'Subjects'],
      ['Events', 'Events'],
    ] as const) {
      await sections.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    expect(statusCalls).toHaveLength(1);
  });

  test("a list's search, order and page survive a reload, a copied link and Back", async ({ page, context }) => {
    const tag = `Url${unique()}`;
    for (const first of ['Anil', 'Bina', 'Chitra', 'Dev', 'Esha', 'Farah', 'Gopal', 'Hema', 'Ishan', 'Jaya', 'Kiran'])
      await apiCreateStudent(page.request, first, tag);
    await page.goto('/admin-dashboard/students');
    await search(page, 'Search students', tag);
    const pager = page.getByRole('navigation', { name: 'Students pages' });
    await expect(pager).toContainText('Page 1 of 2 (11 results)');
    // by name is the list's own order: one click turns it around
    const name = page.getByRole('columnheader', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    // the header shows the new order at once; the rows once the list in that order is in
    const firstRow = page.getByRole('table', { name: 'Students' }).getByRole('row').nth(1);
    await expect(firstRow).toContainText(`Kiran ${tag}`);
    const firstOfPageOne = await firstRow.textContent();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of 2 (11 results)');
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&sort=-name&page=2$`));
    await expect(firstRow).toContainText(`Anil ${tag}`);
    const lastRow = await firstRow.textContent();

    const expectPageTwo = async (shown: Page) => {
      await expect(shown.getByRole('searchbox', { name: 'Search students' })).toHaveValue(tag);
      await expect(shown.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
      await expect(shown.getByRole('navigation', { name: 'Students pages' })).toContainText('Page 2 of 2 (11 results)');
      await expect(shown.getByRole('table', { name: 'Students' }).getByRole('row').nth(1)).toHaveText(lastRow ?? '');
    };
    await page.reload();
    await expectPageTwo(page);
    const copied = await context.newPage();
    await copied.goto(page.url());
    await expectPageTwo(copied);
    await copied.close();

    await page.goBack();
    await expect(pager).toContainText('Page 1 of 2 (11 results)');
    await expect(page.getByRole('table', { name: 'Students' }).getByRole('row').nth(1)).toHaveText(firstOfPageOne ?? '');
    await page.goForward();
    await expectPageTwo(page);
  });

  test('a subject added or deleted shows in the list at once, without a reload', async ({ page }) => {
    await page.goto('/admin-dashboard/subjects?year=THIRD');
    await expect(page.getByRole('button', { name: 'Third Year' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table', { name: 'Subjects of Third year' })).toBeVisible();
    // a page that reloads loses this
    await page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });
    const code = `Q${unique()}`.slice(0, 12).toUpperCase();
    await page.getByRole('button', { name: 'Add Subject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Subject' });
    await expect(dialog.getByLabel('Year')).toHaveValue('THIRD');
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name').fill(`Cached ${code}`);
    const listAgain = page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/subjects');
    await dialog.getByRole('button', { name: 'Add Subject' }).click();
    await listAgain;
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText(`Cached ${code}`);

    await page.getByRole('button', { name: `Delete Cached ${code}` }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await expect(page).toHaveURL(/\/admin-dashboard\/subjects\?year=THIRD$/);
  });
});
