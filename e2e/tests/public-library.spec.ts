// Digital library /services/digital-library: recommended books, search, failure and time-out with
// Retry, the Request a Book dialog and the pointer dots. The books service is a local fixture.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

// This spec checks motion itself, so it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

// The shell's BOOKS_API_BASE (playwright.config.ts) points the library at this address.
const booksApi = 'https://books.test.invalid/books/v1/volumes**';
const cover = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="144"><rect width="96" height="144" fill="#0b4f8a"/></svg>')}`;

/** The books service's answer for a query: `count` volumes titled after the query. */
const volumes = (query: string, count: number) => ({
  kind: 'books#volumes',
  totalItems: count,
  items: Array.from({ length: count }, (_, i) => ({
    id: `${query}-${i + 1}`,
    volumeInfo: {
      title: `${query} Book ${i + 1}`,
      authors: [`Author ${i + 1}`],
      imageLinks: i % 2 === 0 ? { thumbnail: cover } : undefined,
      infoLink: `http://books.example/${query}-${i + 1}`,
    },
  })),
});

const queryOf = (route: Route) => new URL(route.request().url()).searchParams.get('q') ?? '';
const serveBooks = (route: Route) => {
  const q = queryOf(route);
  return route.fulfill({ json: volumes(q, q === 'nothing' ? 0 : 8) });
};

async function isolate(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
}

const openLibrary = async (page: Page) => {
  await page.goto('/services/digital-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Institutional Digital Library' })).toBeVisible();
};
const recommended = (page: Page) => page.getByRole('region', { name: 'Recommended Physiotherapy Books' });

test.beforeEach(async ({ context }) => isolate(context));

test('recommended books, search, and nothing on an empty query', async ({ page }) => {
  const queries: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(booksApi, async (route) => {
    queries.push(queryOf(route));
    if (queryOf(route) === 'Physiotherapy') await released;
    return serveBooks(route);
  });
  await openLibrary(page);
  await expect(page).toHaveTitle('Digital Library | Physiotherapy College');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(recommended(page).getByText('Loading resources...')).toBeVisible();
  release();
  await expect(recommended(page).getByRole('listitem')).toHaveCount(6);
  await expect(recommended(page).getByRole('heading', { name: 'Physiotherapy Book 1' })).toBeVisible();
  const details = recommended(page).getByRole('link', { name: /View details for Physiotherapy Book 1 / });
  await expect(details).toHaveAttribute('target', '_blank');
  await expect(details).toHaveAttribute('href', 'https://books.example/Physiotherapy-1');
  await expect(page.getByText(/^Disclaimer:/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search Results' })).toHaveCount(0);

  const box = page.getByLabel('Search books by title, author or topic');
  await box.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Search Results' })).toHaveCount(0);
  expect(queries).toEqual(['Physiotherapy']);

  await box.fill('nothing');
  await box.press('Enter');
  await expect(page.getByText('No books found for "nothing". Try different keywords.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search Results' })).toHaveCount(0);

  await box.fill('stroke rehab');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('region', { name: 'Search Results' });
  await expect(results.getByRole('listitem')).toHaveCount(8);
  await expect(results.getByRole('heading', { name: 'stroke rehab Book 8' })).toBeVisible();
  expect(queries).toEqual(['Physiotherapy', 'nothing', 'stroke rehab']);
  await expectNoA11yViolations(page);
});

test('a failing books service shows a message with Retry', async ({ page }) => {
  let up = false;
  await page.route(booksApi, (route) => (up ? serveBooks(route) : route.fulfill({ status: 503, body: 'unavailable' })));
  await openLibrary(page);
  const alert = recommended(page).getByRole('alert');
  await expect(alert).toContainText('The book service could not be reached.');
  await expectNoA11yViolations(page);
  up = true;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(recommended(page).getByRole('listitem')).toHaveCount(6);
  await expect(recommended(page).getByRole('alert')).toHaveCount(0);
});

test('a books service that never answers times out after 8 s with Retry', async ({ page }) => {
  await page.clock.install();
  let answer = false;
  let requestedAt = 0;
  await page.route(booksApi, async (route) => {
    if (answer) return serveBooks(route);
    requestedAt = await page.evaluate(() => Date.now());
  });
  await openLibrary(page);
  await expect(recommended(page).getByText('Loading resources...')).toBeVisible();
  await expect.poll(() => requestedAt).toBeGreaterThan(0);
  // The page's clock has run on since the request (for seconds on a loaded machine): stop it a moment from
  // now, then move it to 7 s after the request (still waiting) and to 8.5 s (timed out).
  const pausedAt = (await page.evaluate(() => Date.now())) + 200;
  await page.clock.pauseAt(pausedAt);
  await page.clock.fastForward(Math.max(0, requestedAt + 7000 - pausedAt));
  await expect(recommended(page).getByText('Loading resources...')).toBeVisible();
  await page.clock.fastForward(1500);
  const alert = recommended(page).getByRole('alert');
  await expect(alert).toContainText('The book service is taking too long to respond.');
  answer = true;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(recommended(page).getByRole('listitem')).toHaveCount(6);
});

test('Request a Book dialog checks its fields, sends the request to the library team and shows its reference', async ({ page }) => {
  await page.route(booksApi, serveBooks);
  await openLibrary(page);
  await page.getByRole('button', { name: 'Request a Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Book' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the book title and your email.');
  await dialog.getByLabel('Book title').fill('Therapeutic Exercise');
  await dialog.getByLabel('Your email').fill('reader@example.com');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your request for "Therapeutic Exercise" has reached the library team');
  await expect(dialog.getByRole('status')).toContainText(/Your reference number: BOOK-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Request a Book' })).toBeFocused();
});

test('pointer dots follow the pointer, keep the last 15, and ignore pointer events', async ({ page }) => {
  await page.route(booksApi, serveBooks);
  await openLibrary(page);
  for (let i = 0; i < 20; i++) await page.mouse.move(40 + i * 10, 200);
  const dots = page.locator('.library-dots__dot');
  await expect(dots).toHaveCount(15);
  await expect(page.locator('.library-dots')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('.library-dots')).toHaveCSS('pointer-events', 'none');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('no pointer dots are drawn', async ({ page }) => {
    await page.route(booksApi, serveBooks);
    await openLibrary(page);
    for (let i = 0; i < 5; i++) await page.mouse.move(40 + i * 10, 200);
    await expect(recommended(page).getByRole('listitem')).toHaveCount(6);
    await expect(page.locator('.library-dots__dot')).toHaveCount(0);
  });
});
