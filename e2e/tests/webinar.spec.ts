// The webinar page shows the next event the admin marked as a webinar (the demo has one a month ahead):
// an event marked in the admin's Events section becomes the page's webinar; removed, the next one is back.
import { storageStateOf } from './accounts.ts';
import { search, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

test('the webinar page shows the next event marked as a webinar', async ({ page, browser, baseURL }) => {
  const demo = ((await (await page.request.get('/api/events/next-webinar')).json()) as { webinar: { eventTitle: string; eventDate: string } | null }).webinar;
  expect(demo?.eventTitle).toMatch(/demo webinar/);

  await page.goto('/webinar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Webinar');
  await expect(page).toHaveTitle('Webinar | Physiotherapy College');
  const main = page.getByRole('main');
  await expect(main.getByText(demo?.eventTitle ?? '')).toBeVisible();
  await expect(main.getByRole('term')).toHaveText(['Date', 'Format']);
  await expect(main.getByRole('definition')).toHaveText([longDate(demo?.eventDate ?? ''), 'Online']);
  await expect(page.getByRole('img', { name: /laptop/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(main.getByRole('link', { name: 'Register Your Interest' })).toHaveAttribute('href', '/contact');

  // the admin marks an event of tomorrow as a webinar: it is the next one now
  const admin = await browser.newContext({ baseURL, storageState: storageStateOf.admin });
  const office = await admin.newPage();
  await office.goto('/admin-dashboard/events');
  await office.getByRole('button', { name: 'Add Event' }).click();
  const form = office.getByRole('form', { name: 'Add event' });
  const title = `Webinar: Sports Injuries ${unique()}`;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Event title').fill(title);
  await form.getByLabel('Event date').fill(tomorrow);
  await form.getByRole('checkbox', { name: /Webinar/ }).check();
  await form.getByRole('button', { name: 'Save Event' }).click();
  await search(office, 'Search events', title);
  await expect(office.getByRole('row', { name: new RegExp(title) })).toContainText('Yes');

  await page.reload();
  await expect(main.getByText(title)).toBeVisible();
  await expect(main.getByRole('definition').first()).toHaveText(longDate(tomorrow));

  // removed, the demo webinar is the next one again
  await office.getByRole('button', { name: `Delete ${title}` }).click();
  await office.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
  await expect(office.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await admin.close();
  await page.reload();
  await expect(main.getByText(demo?.eventTitle ?? '')).toBeVisible();
});

test('with no webinar ahead the page says none is scheduled', async ({ page }) => {
  await page.route('**/api/events/next-webinar', (route) => route.fulfill({ json: { webinar: null } }));
  await page.goto('/webinar');
  await expect(page.getByRole('main')).toContainText('No webinar is scheduled at the moment. The next one will be announced on this page.');
  await expect(page.getByRole('main').getByRole('term')).toHaveCount(0);
});
