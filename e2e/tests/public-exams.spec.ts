// Exams hub /exams/{tab}: tabs that follow the URL, per-tab meta, schedule and notices (the API's seeded
// timetable and notices), results, resources (with their /resources/... landing pages) and the one-open FAQ.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const description = (page: Page) => page.locator('meta[name="description"]');

test.beforeEach(async ({ context }) => blockInternet(context));

test('tabs follow the URL, arrow keys and back/forward, with a title and description per tab', async ({ page }) => {
  await page.goto('/exams');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinations' })).toBeVisible();
  await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Exam Schedule | Exams | Physiotherapy College');
  await expect(description(page)).toHaveAttribute('content', /timetable|Dates, times/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Subject', 'Time', 'Semester']);
  const firstRow = table.getByRole('row').nth(1);
  // the seeded timetable, earliest first (seeded to start on a Monday two weeks or more ahead)
  await expect(firstRow).toContainText('Human Anatomy');
  await expect(firstRow).toContainText(/Mon, \d{1,2} [A-Z][a-z]{2},? \d{4}/);
  await expect(firstRow).toContainText('Code: BPT101');
  await expect(firstRow).toContainText('10:00 AM');
  await expect(firstRow).toContainText('Duration: 3 hours');
  await expect(firstRow).toContainText('Venue: Examination Hall A');
  await expect(firstRow).toContainText('Instructor: Faculty Demo B');
  await expect(table.getByRole('row').nth(2)).toContainText('Pathology and Microbiology');

  await tab(page, 'Results').click();
  await expect(page).toHaveURL(/\/exams\/results$/);
  await expect(page).toHaveTitle('Exam Results | Exams | Physiotherapy College');

  await tab(page, 'Results').press('ArrowRight');
  await expect(page).toHaveURL(/\/exams\/resources$/);
  await expect(tab(page, 'Resources')).toBeFocused();
  await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Exam Resources | Exams | Physiotherapy College');
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\/exams\/notices$/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/exams\/schedule$/);

  await page.goBack();
  await expect(tab(page, 'Notices')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Exam Notices | Exams | Physiotherapy College');
  await page.goBack();
  await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(tab(page, 'Notices')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Exam schedule updated: Please check the latest timetable above.')).toBeVisible();
});

test('an unknown tab falls back to the schedule at /exams', async ({ page }) => {
  await page.goto('/exams/nonsense');
  await expect(page).toHaveURL(/\/exams$/);
  await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true');
});

test('results link to the student portal', async ({ page }) => {
  await page.goto('/exams/results');
  await expect(page.getByRole('tabpanel')).toContainText('student portal');
  await page.getByRole('link', { name: 'Download Results' }).click();
  await expect(page).toHaveURL(/\/student-login$/);
});

test('resources open in a new tab on a helpful landing page', async ({ page, context }) => {
  await page.goto('/exams/resources');
  const links = page.getByRole('tabpanel').getByRole('link');
  await expect(links).toHaveCount(8);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', /^\/resources\/[a-z-]+$/);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const [resourcePage] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
  await expect(resourcePage).toHaveURL(/\/resources\/anatomy-past-papers$/);
  await expect(resourcePage.getByRole('heading', { level: 1, name: 'Anatomy Past Papers' })).toBeVisible();
  await expect(resourcePage.getByText(/shared by your subject teachers in class and on the student portal/)).toBeVisible();
  await expect(resourcePage).toHaveTitle(/Anatomy Past Papers/);
  await resourcePage.getByRole('link', { name: 'Back to Exam Resources' }).click();
  await expect(resourcePage).toHaveURL(/\/exams\/resources$/);

  await page.goto('/resources/unknown/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Study Resources' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Exam Resources' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the FAQ has 7 questions with at most one open', async ({ page }) => {
  await page.goto('/exams/notices');
  const important = page.locator('.exams-notice', { hasText: 'Exam schedule updated: Please check the latest timetable above.' });
  await expect(important).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  await expect(page.getByRole('tabpanel')).toContainText('Hall tickets for the coming university examinations');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const entries = faq.getByRole('group');
  await expect(entries).toHaveCount(7);
  const open = faq.locator('details[open]');
  await entries.nth(0).locator('summary').click();
  await expect(open).toHaveCount(1);
  await expect(faq.getByText(/admit card, college identity card/)).toBeVisible();
  await entries.nth(4).locator('summary').click();
  await expect(open).toHaveCount(1);
  await expect(entries.nth(4)).toHaveAttribute('open');
  await expect(faq.getByText(/admit card, college identity card/)).toBeHidden();
  await entries.nth(4).locator('summary').press('Enter');
  await expect(open).toHaveCount(0);
});

test('every tab passes axe and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const name of ['schedule', 'results', 'resources', 'notices']) {
    await page.goto(`/exams/${name}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  }
  await page.goto('/resources/mock-tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Tests' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
