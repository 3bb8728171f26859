// Hostile input: markup stored in names, titles and other free text is shown as text
// everywhere it appears (admin sections, public pages, the student's and the faculty member's own
// dashboards): no script runs (no alert dialog), no element is created from it, and the text reads
// literally.
import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import { adminOneTimePassword, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { search, unique } from './admin-helpers.ts';
import { expect, test, waitUntilLive } from './fixtures.ts';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(2)</script>';
const SVG = '"><svg onload=alert(3)>';
// An old date of birth puts the new people first when the personal information is sorted by it.
const DOB = '1900-01-01';

interface Created {
  tag: string;
  student: { id: number; email: string; initialPassword: string };
  faculty: { id: number; email: string; initialPassword: string };
  subject: { id: number; code: string };
  event: { id: number; title: string };
  entry: { id: number; name: string };
}
let created: Created;

async function post<T>(admin: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await admin.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** Records every alert, confirm or prompt the page opens (and dismisses it, so the page goes on). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return dialogs;
}

/**
 * The payloads are shown literally (each of `texts` visible in at least one element), and nothing
 * was made of them: no <img src="x">, no element with a scripted onerror/onload, no <script>
 * carrying their code, and no dialog.
 */
async function expectInert(page: Page, dialogs: string[], texts: string[], where: string) {
  for (const text of texts) await expect(page.getByText(text).first(), `${where}: "${text}" shown literally`).toBeVisible();
  await expect(page.locator('img[src="x"]'), `${where}: an <img> made from the payload`).toHaveCount(0);
  await expect(page.locator('[onerror*="alert"], [onload*="alert"]'), `${where}: an element with a scripted handler`).toHaveCount(0);
  expect(
    await page.evaluate(() => [...document.querySelectorAll('script')].some((s) => s.textContent?.includes('alert('))),
    `${where}: a <script> from the payload`,
  ).toBe(false);
  expect(dialogs, `${where}: dialogs opened`).toEqual([]);
}

/** A browser context with no cookies, failing the test on an uncaught page error. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors, dialogs: watchDialogs(page) };
}

test.describe('hostile input is shown as text', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: storageStateOf.admin });

  test.beforeAll(async ({ baseURL }) => {
    const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
    const tag = unique();
    const studentEmail = `e2e-xss-s-${tag}@example.test`;
    const student = await post<{ id: number }>(admin, '/api/students', {
      firstName: IMG,
      lastName: SCRIPT,
      fatherFirstName: IMG,
      fatherLastName: SVG,
      motherFirstName: SCRIPT,
      motherLastName: IMG,
      year: 'FIRST',
      personalInfo: { dob: DOB, address: IMG, gender: 'Other', nationality: SVG, religion: SCRIPT },
      contactInfo: { email: studentEmail },
    });
    const facultyEmail = `e2e-xss-f-${tag}@example.test`;
    const faculty = await post<{ id: number }>(admin, '/api/faculty', {
      firstName: IMG,
      lastName: SCRIPT,
      designation: SVG,
      specialization: IMG,
      personalInfo: { dob: DOB, address: SVG, gender: 'Other', nationality: SCRIPT, religion: IMG },
      contactInfo: { email: facultyEmail },
    });
    const code = `X${tag}`.slice(0, 18).toUpperCase();
    const subject = await post<{ id: number }>(admin, '/api/subjects', { code, name: `${IMG} ${SCRIPT}`, year: 'FIRST' });
    // A date between the demo events: neither first nor last in the home slideshow.
    const title = `${IMG} ${SCRIPT} ${tag}`;
    const event = await post<{ id: number }>(admin, '/api/events', { eventTitle: title, eventDate: '2025-11-11', eventPhoto: null });
    const name = `${IMG} ${SVG} ${tag}`;
    const entry = await post<{ id: number }>(admin, '/api/academic-calendar', { year: 'SECOND', event: name, date: '2025-10-01' });
    const studentPassword = await adminOneTimePassword(admin, 'student', student.id);
    const facultyPassword = await adminOneTimePassword(admin, 'faculty', faculty.id);
    await admin.dispose();
    created = {
      tag,
      student: { id: student.id, email: studentEmail, initialPassword: studentPassword },
      faculty: { id: faculty.id, email: facultyEmail, initialPassword: facultyPassword },
      subject: { id: subject.id, code },
      event: { id: event.id, title },
      entry: { id: entry.id, name },
    };
  });

  test.afterAll(async ({ baseURL }) => {
    if (!created) return;
    const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
    const paths = [
      `/api/students/${created.student.id}`,
      `/api/faculty/${created.faculty.id}`,
      `/api/subjects/${created.subject.id}`,
      `/api/events/${created.event.id}`,
      `/api/academic-calendar/${created.entry.id}`,
    ];
    for (const path of paths) expect((await admin.delete(path)).status(), path).toBe(200);
    await admin.dispose();
  });

  test('admin sections: students, faculty, subjects, events, calendar, personal and contact info, audit log', async ({ page }) => {
    const dialogs = watchDialogs(page);

    await page.goto('/admin-dashboard/students');
    await search(page, 'Search students', created.student.email);
    const students = page.getByRole('table', { name: 'Students' });
    // the searched list (the whole list, still on screen until it comes, holds the same student among others)
    await expect(students.getByRole('row')).toHaveCount(2);
    await expect(students).toContainText(`${IMG} ${SCRIPT}`);
    await expectInert(page, dialogs, [IMG, SCRIPT], 'students');
    await students.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Student' });
    await expect(edit.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(IMG);
    await expectInert(page, dialogs, [], 'student edit dialog');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin-dashboard/faculty');
    await search(page, 'Search faculty', created.faculty.email);
    await expect(page.getByRole('table', { name: 'Faculty' })).toContainText(`${IMG} ${SCRIPT}`);
    await expectInert(page, dialogs, [IMG, SCRIPT, SVG], 'faculty');

    await page.goto('/admin-dashboard/subjects');
    await search(page, 'Search subjects', created.subject.code);
    await expect(page.getByRole('table', { name: 'Subjects of First year' })).toContainText(`${IMG} ${SCRIPT}`);
    await expectInert(page, dialogs, [IMG, SCRIPT], 'subjects');

    await page.goto('/admin-dashboard/events');
    await search(page, 'Search events', created.tag);
    await expect(page.getByRole('table', { name: 'Events' })).toContainText(created.event.title);
    await expectInert(page, dialogs, [IMG, SCRIPT], 'events');

    await page.goto('/admin-dashboard/academic-calendar');
    await search(page, 'Search calendar', created.tag);
    await expect(page.getByRole('table', { name: 'Academic calendar' })).toContainText(created.entry.name);
    await expectInert(page, dialogs, [IMG, SVG], 'academic calendar');

    await page.goto('/admin-dashboard/personal-info');
    for (const owner of ['Student', 'Faculty']) {
      const table = page.getByRole('table', { name: `${owner} personal information` });
      await table
        .getByRole('columnheader', { name: /Date of birth/ })
        .getByRole('button')
        .click();
      await expect(table.getByRole('row').nth(1)).toContainText(`${IMG} ${SCRIPT}`);
      await expect(table.getByRole('row').nth(1)).toContainText(DOB);
    }
    await expectInert(page, dialogs, [IMG, SCRIPT, SVG], 'personal info');

    await page.goto('/admin-dashboard/contact-info');
    await search(page, 'Search student e-mails', created.student.email);
    await search(page, 'Search faculty e-mails', created.faculty.email);
    for (const owner of ['Student', 'Faculty']) {
      await expect(page.getByRole('table', { name: `${owner} contact information` }).getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('table', { name: `${owner} contact information` })).toContainText(`${IMG} ${SCRIPT}`);
    }
    await expectInert(page, dialogs, [IMG, SCRIPT], 'contact info');

    // The audit log names records by type and number only; the payloads must not appear as markup either.
    await page.goto('/admin-dashboard/audit-log');
    await page.getByLabel('Record type').selectOption('academic-calendar');
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(`academic-calendar #${created.entry.id}`);
    await expectInert(page, dialogs, [], 'audit log');
  });

  test('public pages: home events slideshow, faculty and academic calendar', async ({ browser, baseURL }) => {
    const visitor = await freshPage(browser, baseURL);
    const { page, dialogs } = visitor;

    // a page as large as the API gives (unpaged it answers the newest ten; other tests add newer events meanwhile)
    const events = ((await (await page.request.get('/api/events?page=1&pageSize=100')).json()) as { items: { id: number }[] }).items;
    const index = events.findIndex((event) => event.id === created.event.id);
    expect(index).toBeGreaterThanOrEqual(0);
    // The page gets the list just read from the API (stored text as stored): other tests add events meanwhile.
    await page.route('**/api/events', (route) => route.fulfill({ json: events }));
    await page.goto('/');
    await waitUntilLive(page);
    const carousel = page.getByRole('region', { name: 'Recent Events' }).locator('[aria-roledescription="carousel"]');
    const slide = carousel.locator('[aria-roledescription="slide"]');
    await expect(slide.locator('img')).toHaveAttribute('alt', /\S/);
    // reduced motion (freshPage): the slideshow stays where it is put
    for (let step = 0; step < index; step++) await carousel.getByRole('button', { name: 'Next event' }).click();
    await expect(slide.locator('img')).toHaveAttribute('alt', created.event.title);
    await expect(slide.locator('figcaption')).toContainText(created.event.title);
    await expectInert(page, dialogs, [IMG, SCRIPT], 'home');

    await page.goto('/faculty-and-calendar');
    await waitUntilLive(page);
    await expect(page.getByRole('region', { name: 'Our Faculty' })).toContainText(`${IMG} ${SCRIPT}`);
    await expect(page.getByRole('region', { name: 'Academic Calendar' })).toContainText(created.entry.name);
    await expectInert(page, dialogs, [IMG, SCRIPT, SVG], 'faculty and calendar');

    expect(visitor.errors, 'uncaught errors in the page').toEqual([]);
    await visitor.context.close();
  });

  test("the new student's and the new faculty member's own dashboards", async ({ browser, baseURL }) => {
    const student = await freshPage(browser, baseURL);
    await signInThroughPage(student.page, '/student-login', created.student.email, created.student.initialPassword);
    await setNewPassword(student.page, created.student.initialPassword, `xss-student-${created.tag}`);
    await expect(student.page).toHaveURL(new RegExp(`/student-dashboard/${created.student.id}$`));
    await expect(student.page.getByRole('heading', { level: 2, name: `${IMG} ${SCRIPT}` })).toBeVisible();
    await expectInert(student.page, student.dialogs, [IMG, SCRIPT, SVG], 'student dashboard');
    expect(student.errors, 'uncaught errors in the student dashboard').toEqual([]);
    await student.context.close();

    const member = await freshPage(browser, baseURL);
    await signInThroughPage(member.page, '/faculty-login', created.faculty.email, created.faculty.initialPassword);
    await setNewPassword(member.page, created.faculty.initialPassword, `xss-faculty-${created.tag}`);
    await expect(member.page).toHaveURL(new RegExp(`/faculty-dashboard/${created.faculty.id}$`));
    await expect(member.page.getByRole('table', { name: 'Academic calendar' })).toContainText(created.entry.name);
    await expect(member.page.getByRole('textbox', { name: 'First Name' })).toHaveValue(IMG);
    await expectInert(member.page, member.dialogs, [IMG, SCRIPT, SVG], 'faculty dashboard');
    expect(member.errors, 'uncaught errors in the faculty dashboard').toEqual([]);
    await member.context.close();
  });
});
