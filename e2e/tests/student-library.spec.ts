// A signed-in student's Digital Library: the book requests sent from the public library page with the
// address they sign in with, and where each stands (the demo student has one accepted and one new).
import { ownUserId, storageStateOf } from './accounts.ts';
import { unique } from './admin-helpers.ts';
import { demo, expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.student });

test("the student's Digital Library lists their book requests with their status", async ({ page }) => {
  const title = `Clinical Reasoning ${unique()}`;
  // sent from the public form with the student's address, as typed (any case)
  const sent = await page.request.post('/api/submissions/book-request', { data: { bookTitle: title, email: demo.student.email.toUpperCase() } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await page.goto('/student-login');
  await expect(page).toHaveURL(/\/student-dashboard\/\d+$/);
  await page.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Digital Library' }).click();
  await expect(page).toHaveURL(`/student-dashboard/${await ownUserId(page)}/library`);
  await expect(page.getByRole('heading', { level: 2, name: 'Digital Library' })).toBeVisible();
  await expect(page).toHaveTitle('Digital Library | Student Dashboard | Physiotherapy College');

  const table = page.getByRole('table', { name: 'Your book requests' });
  await expect(table.getByRole('columnheader')).toHaveText(['Book', 'Author', 'Requested on', 'Reference', 'Status']);
  await expect(table.getByRole('row', { name: new RegExp(`^${title} .*${reference} Received$`) })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Orthopedic Physical Assessment David J\. Magee .* Received$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Therapeutic Exercise: Foundations and Techniques Carolyn Kisner .* Accepted$/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Search books and request one' }).click();
  await expect(page).toHaveURL(/\/services\/digital-library$/);
});
