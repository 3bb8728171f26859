// Facilities /facilities: banner, five facility cards, the filtered gallery (4 images at first, Show More
// adds 4 up to the total, Show Less and any filter change go back to 4), Book a Tour, meta, axe, 360 px.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

const facilities = ['Modern Campus', 'Library', 'Computer Labs', 'Fitness Center', 'Clinical Labs'];
const total = 15;

const gallery = (page: Page) => page.getByRole('region', { name: 'Facility Gallery' });
const images = (page: Page) => gallery(page).getByRole('img');
const button = (page: Page, name: string) => gallery(page).getByRole('button', { name, exact: true });

test.beforeEach(async ({ context, page }) => {
  await blockInternet(context);
  await page.goto('/facilities');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Facilities');
});

test('banner, five facility cards, meta, and Book a Tour to /contact', async ({ page }) => {
  await expect(page).toHaveTitle('Facilities | Physiotherapy College');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  const banner = page.getByRole('img', { name: /Illustration of the campus/ });
  await expect(banner).toBeVisible();
  // drawn in the page: the illustration's own markup, laid out at its column's width
  expect((await banner.locator('svg').boundingBox())?.width ?? 0).toBeGreaterThan(200);

  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(facilities);
  for (const card of await cards.all()) await expect(card.getByRole('paragraph')).toHaveText(/.{20,}/);

  const tour = page.getByRole('main').getByRole('link', { name: 'Book a Tour' });
  await expect(tour).toHaveAttribute('href', '/contact');
  await tour.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('the gallery shows 4, Show More adds 4 up to the total, Show Less and a filter change go back to 4', async ({ page }) => {
  const status = gallery(page).getByRole('status');
  await expect(gallery(page).getByRole('group', { name: 'Filter by facility' }).getByRole('button')).toHaveText(['All Facilities', ...facilities]);
  await expect(button(page, 'All Facilities')).toHaveAttribute('aria-pressed', 'true');
  await expect(images(page)).toHaveCount(4);
  await expect(status).toHaveText(`Showing 4 of ${total} images`);
  await expect(button(page, 'Show Less')).toHaveCount(0);
  const first = images(page).first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // By keyboard: Enter on Show More three times.
  await button(page, 'Show More').focus();
  for (const count of [8, 12, total]) {
    await page.keyboard.press('Enter');
    await expect(images(page)).toHaveCount(count);
    await expect(status).toHaveText(`Showing ${count} of ${total} images`);
  }
  await expect(button(page, 'Show More')).toHaveCount(0);
  // The pressed button is gone: the focus moves to Show Less instead of dropping to the page.
  await expect(button(page, 'Show Less')).toBeFocused();
  const alts = await images(page).evaluateAll((all) => all.map((img) => img.getAttribute('alt') ?? ''));
  expect(new Set(alts).size).toBe(total);
  for (const facility of facilities) expect(alts.filter((alt) => alt.startsWith(`${facility}:`))).toHaveLength(3);

  await page.keyboard.press('Enter');
  await expect(images(page)).toHaveCount(4);
  await expect(button(page, 'Show Less')).toHaveCount(0);
  await expect(button(page, 'Show More')).toBeFocused();

  await button(page, 'Show More').click();
  await expect(images(page)).toHaveCount(8);
  await button(page, 'Library').click();
  await expect(button(page, 'Library')).toHaveAttribute('aria-pressed', 'true');
  await expect(button(page, 'All Facilities')).toHaveAttribute('aria-pressed', 'false');
  await expect(images(page)).toHaveCount(3);
  for (const alt of await images(page).evaluateAll((all) => all.map((img) => img.getAttribute('alt')))) expect(alt).toMatch(/^Library: /);
  await expect(status).toHaveText('Showing 3 of 3 images');
  await expect(button(page, 'Show More')).toHaveCount(0);
  await expect(button(page, 'Show Less')).toHaveCount(0);

  await button(page, 'All Facilities').click();
  await expect(images(page)).toHaveCount(4);
  await expect(status).toHaveText(`Showing 4 of ${total} images`);
  await expect(button(page, 'Show More')).toBeVisible();
});

test('passes axe and has no horizontal scroll at 360 px', async ({ page }) => {
  await button(page, 'Show More').click();
  await expect(images(page)).toHaveCount(8);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await button(page, 'Show More').click();
  await expect(images(page)).toHaveCount(12);
  await expectNoHorizontalScroll(page);
});
