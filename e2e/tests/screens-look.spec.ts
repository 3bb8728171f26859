// How the main screens look, compared with pictures kept beside this file (per platform: Playwright names them
// so), at a phone's and a laptop's width: home, a course page, the three dashboards, the admin's students list
// and the admission pop-up. A change of layout fails here; a wanted one is accepted by regenerating the pictures
// (`npx playwright test tests/screens-look.spec.ts --update-snapshots`) and looking at them before committing.
// Other tests run at the same time against the same database: these screens show people this file creates
// (the "Visualcheck" family), and what other tests change (events, calendar entries, subjects' teachers, the
// inbox's unread count) or the date changes is masked, or hidden by screens-look.css.
// Also: no fixed or sticky element (a floating button, a sticky column) lies over a button or link of the page.
import { join } from 'node:path';
import { type APIRequestContext, type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { adminOneTimePassword, storageStateOf } from './accounts.ts';
import { search } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

const WIDTHS = [390, 1366] as const;
// On the public pages the page's clock stands still: the help panel (5 s after load) never comes in mid-picture.
// (The portals' pages need theirs: React shows a lazily loaded page on a timer. Their idle warning is 28 min away.)
const NOW = new Date('2026-11-02T10:00:00+05:30');
const FAMILY = 'Visualcheck';
const PASSWORD = 'Visualcheck@2026';
const SCREENSHOT = {
  fullPage: true,
  animations: 'disabled',
  caret: 'hide',
  // the same machine draws the same pixels; a few may differ in anti-aliasing, never a moved card (thousands)
  maxDiffPixels: 60,
  stylePath: join(import.meta.dirname, 'screens-look.css'),
} as const;

const people = {
  ananya: {
    firstName: 'Ananya',
    lastName: FAMILY,
    enrollmentNumber: 'VIS-BPT-001',
    fatherFirstName: 'Suresh',
    fatherLastName: FAMILY,
    motherFirstName: 'Lakshmi',
    motherLastName: FAMILY,
    year: 'SECOND',
    personalInfo: { gender: 'Female', nationality: 'Indian', religion: 'Not stated', dob: '2006-03-14', address: '12 College Road, Guntur' },
    contactInfo: { email: 'visualcheck-ananya@example.test', phone: '9000000001' },
  },
  bharat: {
    firstName: 'Bharat',
    lastName: FAMILY,
    enrollmentNumber: 'VIS-BPT-002',
    fatherFirstName: 'Ramesh',
    fatherLastName: FAMILY,
    motherFirstName: 'Padma',
    motherLastName: FAMILY,
    year: 'THIRD',
    personalInfo: { gender: 'Male', nationality: 'Indian', religion: 'Not stated' },
    contactInfo: { email: 'visualcheck-bharat@example.test', phone: '9000000002' },
  },
  chitra: {
    firstName: 'Chitra',
    lastName: FAMILY,
    enrollmentNumber: 'VIS-BPT-003',
    fatherFirstName: 'Mohan',
    fatherLastName: FAMILY,
    motherFirstName: 'Geetha',
    motherLastName: FAMILY,
    year: 'FIRST',
    personalInfo: { gender: 'Female', nationality: 'Indian', religion: 'Not stated' },
    contactInfo: { email: 'visualcheck-chitra@example.test' },
  },
};
const teacher = {
  firstName: 'Ravi',
  lastName: FAMILY,
  designation: 'Assistant Professor',
  specialization: 'Neurological Physiotherapy',
  experienceYears: 7,
  yearOfJoining: '2019-07-01',
  personalInfo: { gender: 'Male', nationality: 'Indian', religion: 'Not stated', dob: '1988-09-02', address: '4 Hospital Street, Guntur' },
  contactInfo: { email: 'visualcheck-ravi@example.test', phone: '9000000009' },
};

/** This file's people, as the last run may have left them, deleted; then made again, the same each time. */
async function freshFamily(admin: APIRequestContext) {
  for (const kind of ['students', 'faculty'] as const) {
    const left = (await (await admin.get(`/api/${kind}?q=${FAMILY}`)).json()) as { id: number; lastName: string }[];
    for (const person of left.filter((p) => p.lastName === FAMILY)) expect((await admin.delete(`/api/${kind}/${person.id}`)).status()).toBe(200);
  }
  const made: Record<string, { id: number; initialPassword: string }> = {};
  for (const [key, body] of Object.entries(people)) {
    const response = await admin.post('/api/students', { data: body });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    made[key] = { id, initialPassword: await adminOneTimePassword(admin, 'student', id) };
  }
  const response = await admin.post('/api/faculty', { data: teacher });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  made.ravi = { id, initialPassword: await adminOneTimePassword(admin, 'faculty', id) };
  return made as Record<keyof typeof people | 'ravi', { id: number; initialPassword: string }>;
}

/** Signs in through the API with the one-time password and sets this file's own: a saved, ordinary session. */
async function sessionOf(baseURL: string | undefined, role: 'student' | 'faculty', email: string, initialPassword: string) {
  // a context of its own, no cookie: signing in over someone's session would end that session (a new id)
  const context = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  expect((await context.post(`/api/auth/${role}/login`, { data: { email, password: initialPassword } })).status()).toBe(200);
  expect((await context.put('/api/auth/password', { data: { currentPassword: initialPassword, newPassword: PASSWORD } })).status()).toBe(200);
  const state = await context.storageState();
  await context.dispose();
  return state;
}

/**
 * Fonts in, every image loaded (the lazy ones too: a full-page picture shows them, as a visitor sees each once
 * scrolled to it), nothing still loading.
 */
async function settle(page: Page) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('.ui-spinner')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? image.decode().catch(() => {})
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
}

/**
 * Fixed and sticky elements lying over a button or link that is not theirs, at this scroll position: each as
 * "what covers what". A table's sticky first and last columns are left out: the rest of the row scrolls under
 * them by design, and comes out when scrolled.
 */
function floatingOverControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && Number(style.opacity) > 0 && box.width > 1 && box.height > 1;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const floating = [...document.querySelectorAll('body *')].filter((element) => {
      const position = getComputedStyle(element).position;
      return (
        (position === 'fixed' || position === 'sticky') && getComputedStyle(element).pointerEvents !== 'none' && shown(element) && !element.closest('dialog')
      );
    });
    const controls = [...document.querySelectorAll('a[href], button, summary, input:not([type="hidden"]), select, textarea')].filter((control) => {
      const box = control.getBoundingClientRect();
      return shown(control) && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    const found: string[] = [];
    for (const over of floating) {
      const a = over.getBoundingClientRect();
      const cell = over.closest('th, td');
      for (const control of controls) {
        if (over.contains(control) || control.contains(over)) continue;
        if (cell && cell.closest('table') === control.closest('table')) continue;
        const b = control.getBoundingClientRect();
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > 0.5 && overlapY > 0.5) found.push(`${name(over)} over ${name(control)}`);
      }
    }
    return found;
  });
}

/**
 * Nothing floating lies over a control where it matters: as the page arrives (its first screen is what a visitor
 * sees and taps first) and scrolled to its end (there, scrolling can bring nothing out from under a floating
 * button: the page must leave it room). In between, the page scrolls under the floating buttons as it passes.
 */
async function expectNothingFloatsOverControls(page: Page, what: string) {
  for (const [where, y] of [
    ['as it arrives', 0],
    ['scrolled to its end', Number.MAX_SAFE_INTEGER],
  ] as const) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // the floating buttons answer the scroll (the scroll-to-top button comes in)
    await expect.poll(() => floatingOverControls(page), { message: `${what}, ${where}` }).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function stillClock(page: Page) {
  await page.clock.install({ time: NOW });
  await page.clock.pauseAt(NOW.getTime() + 1000);
}

async function expectLooksAsBefore(page: Page, name: string, mask: Locator[] = []) {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { ...SCREENSHOT, mask });
}

test.describe('public pages', () => {
  for (const width of WIDTHS) {
    test(`home at ${width} px looks as before, nothing floating over a control`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await stillClock(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // the events come from the API (other tests add them); the banner names the current year
      const recentEvents = page.locator('section[aria-labelledby="home-events-title"] > :not(h2)');
      await expectLooksAsBefore(page, `home-${width}`, [recentEvents, page.locator('#home-banner-title')]);
      await expectNothingFloatsOverControls(page, `home at ${width} px`);
    });

    test(`a course page at ${width} px looks as before, nothing floating over a control`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await stillClock(page);
      await page.goto('/service-details/physiotherapy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLooksAsBefore(page, `course-${width}`);
      await expectNothingFloatsOverControls(page, `the course page at ${width} px`);
    });

    test(`the admission pop-up at ${width} px looks as before`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await stillClock(page);
      await page.goto('/service-details/physiotherapy');
      await page.getByRole('link', { name: 'Open admission form' }).click();
      const dialog = page.getByRole('dialog', { name: 'Admission Enquiry - BPT Programme' });
      await expect(dialog).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`admission-dialog-${width}.png`, { ...SCREENSHOT, fullPage: false });
    });
  }
});

test.describe('signed-in screens', () => {
  let made: Awaited<ReturnType<typeof freshFamily>>;
  let studentState: Awaited<ReturnType<typeof sessionOf>>;
  let facultyState: Awaited<ReturnType<typeof sessionOf>>;
  test.beforeAll(async ({ baseURL }) => {
    const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
    made = await freshFamily(admin);
    await admin.dispose();
    studentState = await sessionOf(baseURL, 'student', people.ananya.contactInfo.email, made.ananya.initialPassword);
    facultyState = await sessionOf(baseURL, 'faculty', teacher.contactInfo.email, made.ravi.initialPassword);
  });

  for (const width of WIDTHS) {
    test(`the student dashboard at ${width} px looks as before, nothing floating over a control`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: studentState, viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`/student-dashboard/${made.ananya.id}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Ananya Visualcheck' })).toBeVisible();
      await expect(page.getByRole('table', { name: /subjects/i })).toBeVisible();
      // who teaches a subject is the admin's to change (other tests do)
      const taughtBy = page.locator('td[data-column="teachers"], td[data-label="Taught by"]');
      await expectLooksAsBefore(page, `student-dashboard-${width}`, [taughtBy]);
      await expectNothingFloatsOverControls(page, `the student dashboard at ${width} px`);
      await context.close();
    });

    test(`the faculty dashboard at ${width} px looks as before, nothing floating over a control`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: facultyState, viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`/faculty-dashboard/${made.ravi.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Faculty Dashboard' })).toBeVisible();
      await expect(page.getByText('No subjects are assigned to you this academic year.')).toBeVisible();
      await expect(page.getByLabel('First Name')).toHaveValue('Ravi');
      // the academic year is the date's; the calendar's entries are hidden by screens-look.css (other tests add some)
      await expectLooksAsBefore(page, `faculty-dashboard-${width}`, [page.locator('#faculty-subjects-title')]);
      await expectNothingFloatsOverControls(page, `the faculty dashboard at ${width} px`);
      await context.close();
    });

    test.describe(() => {
      test.use({ storageState: storageStateOf.admin });
      test(`the admin dashboard at ${width} px looks as before, nothing floating over a control`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/admin-dashboard');
        await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
        await expectLooksAsBefore(page, `admin-dashboard-${width}`);
        await expectNothingFloatsOverControls(page, `the admin dashboard at ${width} px`);
      });

      test(`the admin's students list at ${width} px looks as before, nothing floating over a control`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/admin-dashboard/students');
        await search(page, 'Search students', FAMILY);
        const rows = page.getByRole('table', { name: 'Students' }).locator('tbody tr');
        await expect(rows).toHaveCount(3);
        await expect(rows.first()).toContainText('Ananya Visualcheck');
        await expectLooksAsBefore(page, `admin-students-${width}`);
        await expectNothingFloatsOverControls(page, `the students list at ${width} px`);
      });
    });
  }
});
