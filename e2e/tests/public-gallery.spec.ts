// Gallery /gallery: category filters, live search, 3-column grid, hover and focus overlay, and the
// download agreement (dialog, remembered in hasAgreedToTerms, immediate download once agreed).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

// This spec checks motion itself, so it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

const cards = (page: Page) => page.locator('.gallery-grid > li');
const filter = (page: Page, name: string) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });

test.beforeEach(async ({ context, page }) => {
  await blockInternet(context);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Institutional Gallery' })).toBeVisible();
});

test('filters by category and searches live, case-insensitively', async ({ page }) => {
  await expect(page).toHaveTitle('Institutional Gallery | Physiotherapy College');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /festivals/);
  const search = page.getByLabel('Search the gallery');
  await expect(search).toHaveAttribute('placeholder', 'Search by festival name or keywords...');

  await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  const total = await cards(page).count();
  expect(total).toBeGreaterThanOrEqual(20);
  for (const [label, min] of [
    ['Festivals', 6],
    ['Advertisements', 4],
    ['Banners', 4],
    ['Website', 4],
    ['About College', 5],
  ] as const) {
    await filter(page, label).click();
    await expect(filter(page, label)).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    expect(await cards(page).count()).toBe(min);
  }

  await filter(page, 'All').click();
  await search.fill('DEEPAVALI');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Diwali Greetings');
  await search.fill('goodwill');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Christmas');
  await search.fill('graduating');
  await expect(cards(page)).toHaveCount(1);
  await search.fill('lab');
  await filter(page, 'About College').click();
  await expect(cards(page)).toHaveCount(2);
  await search.fill('zzz no match');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No images match' })).toBeVisible();
});

test('grid has 3 columns on wide screens and the overlay shows on hover and on focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const columns = await page.locator('.gallery-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);

  const first = cards(page).first();
  const overlay = first.locator('.gallery-card__overlay');
  await expect(overlay).toHaveCSS('opacity', '0');
  await first.hover();
  await expect(overlay).toHaveCSS('opacity', '1');
  await expect(overlay.getByRole('heading')).toHaveText('Sankranti Greetings');
  await page.mouse.move(0, 0);
  await expect(overlay).toHaveCSS('opacity', '0');

  const second = cards(page).nth(1);
  await second.getByRole('button', { name: /^Download / }).focus();
  await expect(second.locator('.gallery-card__overlay')).toHaveCSS('opacity', '1');
  await expect(second.locator('.gallery-card__overlay')).toContainText('Telugu New Year');
});

test('download asks for agreement once, then downloads immediately', async ({ page }) => {
  const downloadButton = page.getByRole('button', { name: 'Download Sankranti Greetings' });
  await downloadButton.focus();
  await downloadButton.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Download Agreement' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasAgreedToTerms'))).toBeNull();

  await downloadButton.click();
  const confirm = dialog.getByRole('button', { name: 'Download', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('I agree to these terms of use').check();
  await expect(confirm).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), confirm.click()]);
  expect(download.suggestedFilename()).toBe('sankranti-greeting.svg');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasAgreedToTerms'))).toBe('true');

  await page.reload();
  const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Admissions Open' }).click()]);
  expect(second.suggestedFilename()).toBe('ads-admissions-open.svg');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('passes axe and fits 360 px', async ({ page }) => {
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  const columns = await page.locator('.gallery-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
  await expectNoA11yViolations(page);
});
