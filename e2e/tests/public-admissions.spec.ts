// Admissions /admissions, /admissions/fee-structure, /admissions/courses-offered: the side menu, unknown
// sub-paths showing the index, documents, eligibility, intake, fees, titles with the current and next
// year, the external application form (new tab, no opener), Book a Tour, meta, axe and 360 px.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoA11yViolationsInMain, expectNoHorizontalScroll, test } from './fixtures.ts';

const applicationFormUrl = 'https://forms.example.com/admission-application';

async function isolate(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
  await context.route(applicationFormUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<title>form</title><p>form stub</p>' }));
}

/** The academic year as the titles write it: this year and the next, e.g. 2026 -> '2026-27'. */
function academicYear(): string {
  const year = new Date().getFullYear();
  return `${year}-${String(year + 1).slice(-2)}`;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admissions menu' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.beforeEach(async ({ context }) => isolate(context));

test('/admissions: titles with this and next year, documents, eligibility, intake, application form and Book a Tour', async ({ page, context }) => {
  const year = academicYear();
  await page.goto('/admissions');
  await expect(heading(page)).toHaveText(`Admissions ${year}`);
  await expect(page).toHaveTitle(`Admissions ${year} | Physiotherapy College`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^Admissions ${year} .{30,}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

  const documents = page.getByRole('region', { name: 'Required Documents' }).getByRole('listitem');
  await expect(documents).toHaveText([
    'SSC (10th class) marks memo',
    'Intermediate (10+2) marks memo',
    'Intermediate transfer certificate (TC)',
    'Study certificates (6th class to intermediate)',
    'Conduct certificate',
    'Caste certificate (if applicable)',
    'Income certificate (if applicable)',
    'Aadhaar card (copy)',
    'Ten passport-size photographs',
  ]);

  const eligibility = page.getByRole('region', { name: 'Eligibility Criteria' });
  await expect(eligibility.getByRole('listitem').filter({ hasText: 'Intermediate' }).filter({ hasText: 'Bi.P.C.' })).toHaveCount(1);
  await expect(eligibility.getByRole('listitem').filter({ hasText: 'A minimum of 50% marks' })).toBeVisible();

  const intake = page.getByRole('region', { name: 'Intake' });
  await expect(intake).toContainText('25 seats a year: 17 convener quota and 8 management quota.');
  await expect(intake).toContainText('Quota split: 70% convener, 30% management.');

  const apply = page.getByRole('region', { name: 'Apply Online' }).getByRole('link', { name: 'Open the application form (opens in a new tab)' });
  await expect(apply).toHaveAttribute('href', applicationFormUrl);
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', /(^| )noopener( |$)/);
  const [form] = await Promise.all([context.waitForEvent('page'), apply.click()]);
  await expect(form).toHaveURL(applicationFormUrl);
  expect(await form.evaluate(() => window.opener)).toBeNull();
  await form.close();
  await expect(page).toHaveURL(/\/admissions$/);

  const tour = page.getByRole('region', { name: 'Book a Tour' }).getByRole('link', { name: 'Book a Tour' });
  await expect(tour).toHaveAttribute('href', '/contact');
  await tour.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(heading(page)).toHaveText('Contact Us');
});

test('the side menu navigates Admissions, Fee Structure and Courses Offered; an unknown sub-path shows the index', async ({ page }) => {
  const year = academicYear();
  await page.goto('/admissions/anything');
  await expect(page).toHaveURL(/\/admissions\/anything$/);
  await expect(heading(page)).toHaveText(`Admissions ${year}`);
  await expect(page.getByRole('region', { name: 'Required Documents' })).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(['Admissions', 'Fee Structure', 'Courses Offered']);
  await expect(menu(page).getByRole('link', { name: 'Admissions' })).toHaveAttribute('aria-current', 'page');
  const titles = new Set([await page.title()]);
  const descriptions = new Set([await page.locator('meta[name="description"]').getAttribute('content')]);

  await menu(page).getByRole('link', { name: 'Fee Structure' }).click();
  await expect(page).toHaveURL(/\/admissions\/fee-structure$/);
  await expect(heading(page)).toHaveText(`Fee Structure ${year}`);
  await expect(page).toHaveTitle(`Fee Structure ${year} | Physiotherapy College`);
  await expect(menu(page).getByRole('link', { name: 'Fee Structure' })).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).getByRole('link', { name: 'Admissions' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  titles.add(await page.title());
  descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'));
  // the fee plans the admin keeps (the demo's), not figures written into the page
  const fees = page.getByRole('table', { name: `BPT fees for ${year}, by year of study and quota` });
  await expect(fees.getByRole('columnheader')).toHaveText(['Year of study', 'Convener Quota', 'Management Quota']);
  await expect(fees.getByRole('rowheader')).toHaveText(['First Year', 'Second Year', 'Third Year', 'Fourth Year']);
  const firstYear = fees.getByRole('row', { name: /^First Year/ }).getByRole('cell');
  await expect(firstYear).toHaveText([
    `₹50,000 per year+ ₹10,000 one-timeDue by 31 August ${year.slice(0, 4)}`,
    `₹1,20,000 per year+ ₹10,000 one-timeDue by 31 August ${year.slice(0, 4)}`,
  ]);
  await expect(
    fees
      .getByRole('row', { name: /^Second Year/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(`₹50,000 per yearDue by 31 August ${year.slice(0, 4)}`);
  await expect(page.getByRole('main')).toContainText('25 seats a year: 17 convener quota and 8 management quota.');
  await page.getByRole('main').getByRole('link', { name: 'See admission requirements' }).click();
  await expect(page).toHaveURL(/\/admissions$/);
  await expect(heading(page)).toHaveText(`Admissions ${year}`);

  await menu(page).getByRole('link', { name: 'Courses Offered' }).click();
  await expect(page).toHaveURL(/\/admissions\/courses-offered$/);
  await expect(heading(page)).toHaveText(`Courses Offered ${year}`);
  await expect(page).toHaveTitle(`Courses Offered ${year} | Physiotherapy College`);
  await expect(menu(page).getByRole('link', { name: 'Courses Offered' })).toHaveAttribute('aria-current', 'page');
  titles.add(await page.title());
  descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'));
  const courses = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('link') });
  await expect(courses).toHaveText(['Physiotherapy (BPT) (4 Years + 6 months internship)', /^Free Computer Training \(.+\)$/]);
  expect(titles.size).toBe(3);
  expect(descriptions.size).toBe(3);
  await page.getByRole('main').getByRole('link', { name: 'View All Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(heading(page)).toHaveText('Explore Our Exciting Courses!');
});

test('admissions pages pass axe and have no horizontal scroll at 360 px', async ({ page }) => {
  await page.goto('/admissions');
  await expect(heading(page)).toBeVisible();
  await expectNoA11yViolations(page);
  for (const name of ['Fee Structure', 'Courses Offered']) {
    await menu(page).getByRole('link', { name }).click();
    await expect(heading(page)).toContainText(name);
    await expectNoA11yViolationsInMain(page);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  for (const name of ['Courses Offered', 'Fee Structure', 'Admissions']) {
    await menu(page).getByRole('link', { name }).click();
    await expect(heading(page)).toContainText(name);
    await expectNoHorizontalScroll(page);
  }
});
