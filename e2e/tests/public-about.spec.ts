// About /about and its ten sub-pages: left menu (no principal-vcp), hero title from the page, leader
// profiles, Governing Body table and its links, the -vccp redirect, the placeholder page, 'Want to Learn More?'.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoA11yViolationsInMain, expectNoHorizontalScroll, test } from './fixtures.ts';

const blockInternet = (context: BrowserContext) => context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));

const pages: [path: string, title: string][] = [
  ['/about', 'About Us'],
  ['/about/our-mission-and-vision', 'Our Mission & Vision'],
  ['/about/governing-body', 'Governing Body'],
  ['/about/patron-vcp', 'Patron'],
  ['/about/secretary-correspondence-vcp', 'Secretary & Correspondent'],
  ['/about/director-vcp', 'Director'],
  ['/about/principal-vcp', 'Principal'],
  ['/about/members-faculties-vcp', 'Members & Faculties'],
  ['/about/administrator-vcp', 'Administrator'],
  ['/about/our-programme', 'Our Programme'],
];

const menu = (page: Page) => page.getByRole('navigation', { name: 'About menu' });

test.beforeEach(async ({ context }) => blockInternet(context));

test('every About page has its hero title, own meta, the menu and Want to Learn More', async ({ page }) => {
  const titles = new Set<string>();
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    titles.add(await page.title());
    await expect(page.getByRole('heading', { level: 2, name: 'Want to Learn More?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  }
  expect(titles.size).toBe(pages.length);
});

test('the menu lists every page but principal-vcp, marks the current one and navigates', async ({ page }) => {
  await page.goto('/about');
  const links = menu(page).getByRole('link');
  await expect(links).toHaveCount(9);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).not.toContain('/about/principal-vcp');
  await expect(menu(page).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  await menu(page).getByRole('link', { name: 'Our Mission & Vision' }).click();
  await expect(page).toHaveURL(/\/about\/our-mission-and-vision$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Mission & Vision');
  await expect(menu(page).getByRole('link', { name: 'Our Mission & Vision' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision', exact: true })).toBeVisible();
});

test('the Governing Body table links to the four profiles; the -vccp typo redirects', async ({ page }) => {
  await page.goto('/about/governing-body');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(5);
  const hrefs = await page
    .getByRole('table')
    .getByRole('link')
    .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/about/patron-vcp', '/about/secretary-correspondence-vcp', '/about/director-vcp', '/about/administrator-vcp']);
  await expect(page.getByText('The governing body meets twice a year.')).toBeVisible();
  await page.getByRole('link', { name: 'View profile: Director' }).click();
  await expect(page).toHaveURL(/\/about\/director-vcp$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Director');

  await page.goto('/about/secretary-correspondence-vccp');
  await expect(page).toHaveURL(/\/about\/secretary-correspondence-vcp$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secretary & Correspondent');
});

test('a leader profile shows photo, name, designation, specialization, contact, About and Message, marked as placeholder', async ({ page }) => {
  await page.goto('/about/patron-vcp');
  const profile = page.getByRole('article');
  const photo = profile.getByRole('img');
  await expect(photo).toHaveAttribute('alt', /Placeholder avatar/);
  await expect(photo).toHaveAttribute('width', '240');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText(/placeholder/i);
  await expect(profile).toContainText('Specialization:');
  await expect(profile.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(profile.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);
  const linkedin = profile.getByRole('link', { name: /LinkedIn/ });
  await expect(linkedin).toHaveAttribute('target', '_blank');
  await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(profile.getByRole('heading', { name: 'About' })).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Message' })).toBeVisible();
  await expect(profile.locator('blockquote')).not.toBeEmpty();
});

test('Members and Faculties lists the faculty from the API; unknown sub-pages are a 404', async ({ page }) => {
  await page.goto('/about/members-faculties-vcp');
  const table = page.getByRole('table', { name: 'Faculty members' });
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Designation', 'Specialization']);
  // the demo faculty of the seeders, as the public route lists them: no e-mail or phone
  const listed = (await (await page.request.get('/api/public/faculty')).json()) as { firstName: string; lastName: string }[];
  expect(listed.length).toBeGreaterThanOrEqual(6);
  // (other tests may add faculty meanwhile: at least the six demo members and a header row)
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(7);
  const first = listed[0] as { firstName: string; lastName: string };
  await expect(table.getByRole('row', { name: new RegExp(`${first.firstName} ${first.lastName}`) })).toBeVisible();
  await expect(table).not.toContainText('@');
  await expect(page.getByText(/under development/)).toHaveCount(0);
  await page.goto('/about/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('About pages pass axe and have no horizontal scroll at 360 px', async ({ page }) => {
  // Eleven full axe scans: seconds each while the other worker and the stack share two cores.
  test.slow();
  // Every template once: the five leader profiles share one, so one of them stands for all.
  const templates = pages.filter(([path]) => !/-vcp$/.test(path) || path === '/about/patron-vcp' || path === '/about/members-faculties-vcp');
  for (const [index, [path]] of templates.entries()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (index === 0) await expectNoA11yViolations(page);
    else await expectNoA11yViolationsInMain(page);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/about', '/about/governing-body', '/about/patron-vcp']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
});
