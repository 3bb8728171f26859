// The smaller public pages: /under-developments-or-maintenance (turning gears that stop under reduced
// motion, Back to Home), /faculty-and-calendar (faculty and academic calendar as the API
// returns them, plus the loading, empty and error states) and the 404 page (noindex), with axe and 360 px.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolationsInMain, expectNoHorizontalScroll, test } from './fixtures.ts';

// This spec checks motion itself, so it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const robots = (page: Page) => page.locator('meta[name="robots"]');
const description = (page: Page) => page.locator('meta[name="description"]');

/** At 360 px wide the page's content fits without horizontal scrolling. */
async function fitsNarrowScreen(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  if (size) await page.setViewportSize(size);
}

test.beforeEach(async ({ context }) => blockInternet(context));

test('under development: the gears turn, stop under reduced motion, and Back to Home goes to /', async ({ page }) => {
  await page.goto('/under-developments-or-maintenance');
  await expect(heading(page)).toHaveText('This page is under development');
  await expect(page.getByRole('main')).toContainText('brochures, careers and a virtual tour');
  await expect(page).toHaveTitle('Under Development | Physiotherapy College');
  await expect(description(page)).toHaveAttribute('content', /.{30,}/);

  // The illustration is decorative (aria-hidden), so it is reached through the page's own svg.
  const gears = page.getByRole('main').locator('svg > g');
  await expect(gears).toHaveCount(2);
  const motion = () =>
    gears.evaluateAll((all) =>
      all.map((gear) => {
        const style = getComputedStyle(gear);
        const running = gear.getAnimations().filter((animation) => animation.playState === 'running').length;
        return `${style.animationName} ${style.animationPlayState} ${running}`;
      }),
    );
  await expect.poll(motion).toEqual(['under-dev-turn running 1', 'under-dev-turn running 1']);
  const angle = () => gears.first().evaluate((gear) => getComputedStyle(gear).transform);
  const before = await angle();
  await expect.poll(angle).not.toBe(before);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(motion).toEqual(['none running 0', 'none running 0']);
  await expect.poll(angle).toBe('none');

  await expectNoA11yViolationsInMain(page);
  await fitsNarrowScreen(page);
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shape the Future of Healthcare' })).toBeVisible();
});

interface PublicFaculty {
  firstName: string;
  lastName: string;
  designation: string;
  specialization: string;
}
interface CalendarEntry {
  id: number;
  year: string;
  event: string;
  date: string;
}

const yearLabels: Record<string, string> = { FIRST: 'First Year', SECOND: 'Second Year', THIRD: 'Third Year', FOURTH: 'Fourth Year' };

async function fromApi(request: APIRequestContext) {
  const [faculty, calendar] = await Promise.all([request.get('/api/public/faculty'), request.get('/api/academic-calendar')]);
  expect(faculty.status()).toBe(200);
  expect(calendar.status()).toBe(200);
  return { faculty: (await faculty.json()) as PublicFaculty[], calendar: (await calendar.json()) as CalendarEntry[] };
}

const facultyRegion = (page: Page) => page.getByRole('region', { name: 'Our Faculty' });
const calendarRegion = (page: Page) => page.getByRole('region', { name: 'Academic Calendar' });

test('faculty and calendar show what the API returns; meta; axe; 360 px', async ({ page }) => {
  test.slow();
  // Other tests may add or remove faculty or calendar entries meanwhile: compare one consistent snapshot.
  await expect(async () => {
    const api = await fromApi(page.request);
    expect(api.faculty.length).toBeGreaterThan(0);
    expect(api.calendar.length).toBeGreaterThan(0);
    await page.goto('/faculty-and-calendar');
    await expect(heading(page)).toHaveText('Faculty & Academic Calendar');

    const cards = facultyRegion(page).getByRole('listitem');
    await expect(cards).toHaveCount(api.faculty.length);
    expect(await cards.allInnerTexts()).toEqual(
      api.faculty.map((member) => [`${member.firstName} ${member.lastName}`, member.designation, member.specialization].filter(Boolean).join('\n')),
    );

    const expected = [...api.calendar].sort((a, b) => a.date.localeCompare(b.date) || a.event.localeCompare(b.event));
    const rows = calendarRegion(page).getByRole('table', { name: 'Academic calendar events by date' }).getByRole('row');
    await expect(rows.first().getByRole('columnheader')).toHaveText(['Date', 'Event', 'Year']);
    await expect(rows).toHaveCount(expected.length + 1);
    for (const [index, entry] of expected.entries()) {
      const row = rows.nth(index + 1);
      const day = new Date(`${entry.date.slice(0, 10)}T00:00:00Z`);
      const month = day.toLocaleString('en', { month: 'short', timeZone: 'UTC' }).slice(0, 3);
      await expect(row.getByRole('cell')).toHaveText([
        new RegExp(`^${day.getUTCDate()} ${month}\\w* ${day.getUTCFullYear()}$`),
        entry.event,
        yearLabels[entry.year] ?? entry.year,
      ]);
      await expect(row.locator('time')).toHaveAttribute('datetime', entry.date.slice(0, 10));
    }
  }).toPass({ timeout: 60_000 });

  // Public faculty data carries no contact or personal details.
  await expect(facultyRegion(page)).not.toContainText('@');
  await expect(page).toHaveTitle('Faculty & Calendar | Physiotherapy College');
  await expect(description(page)).toHaveAttribute('content', /.{30,}/);
  await expect(robots(page)).toHaveAttribute('content', 'index, follow');
  await expectNoA11yViolationsInMain(page);
  await fitsNarrowScreen(page);
});

test('faculty and calendar: loading, empty and error states, and Try again', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/public/faculty', async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  await page.route('**/api/academic-calendar', (route) => route.fulfill({ json: [] }));
  await page.goto('/faculty-and-calendar');
  await expect(facultyRegion(page).getByRole('status')).toHaveText('Loading faculty...');
  await expect(calendarRegion(page)).toContainText('No calendar events found.');
  await expect(calendarRegion(page).getByRole('table')).toHaveCount(0);
  release();
  await expect(facultyRegion(page)).toContainText('No faculty listed yet.');
  await expect(facultyRegion(page).getByRole('listitem')).toHaveCount(0);
  await expect(facultyRegion(page).getByRole('status')).toHaveCount(0);

  await page.unrouteAll();
  const failure = { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' } };
  await page.route('**/api/public/faculty', (route) => route.fulfill(failure));
  await page.route('**/api/academic-calendar', (route) => route.fulfill(failure));
  await page.reload();
  const facultyAlert = facultyRegion(page).getByRole('alert');
  const calendarAlert = calendarRegion(page).getByRole('alert');
  await expect(facultyAlert).toContainText('Could not load the faculty list. Please try again later.');
  await expect(calendarAlert).toContainText('Could not load the academic calendar. Please try again later.');
  await expect(facultyAlert).not.toContainText('Something went wrong');
  await expectNoA11yViolationsInMain(page);

  await page.unrouteAll();
  const api = await fromApi(page.request);
  await calendarAlert.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(calendarAlert).toHaveCount(0);
  await expect(calendarRegion(page).getByRole('row')).toHaveCount(api.calendar.length + 1);
  // The button it pressed is gone: the keyboard focus stays in the calendar section, not on the page body.
  expect(await calendarRegion(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
  await expect(facultyAlert).toBeVisible();
  await facultyAlert.getByRole('button', { name: 'Try again' }).click();
  await expect(facultyAlert).toHaveCount(0);
  await expect(facultyRegion(page).getByRole('listitem')).not.toHaveCount(0);
});

test('an unknown path shows the 404 page with noindex; leaving it restores index, follow', async ({ page }) => {
  // a true 404 for crawlers, not a page answered 200
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(heading(page)).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Physiotherapy College');
  await expect(robots(page)).toHaveAttribute('content', 'noindex, nofollow');
  const main = page.getByRole('main');
  await expect(main).toContainText('Sorry, we could not find that page.');
  await expect(main.getByRole('listitem').getByRole('link')).toHaveText(['Home', 'Courses', 'Admissions', 'Contact Us']);
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoA11yViolationsInMain(page);
  await fitsNarrowScreen(page);
  await main.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(heading(page)).toHaveText('Explore Our Exciting Courses!');
  await expect(robots(page)).toHaveAttribute('content', 'index, follow');
});
