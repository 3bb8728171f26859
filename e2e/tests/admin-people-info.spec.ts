// Personal and contact information: students and faculty apart, load failures (a non-list answer
// included) and empty states.
import { storageStateOf } from './accounts.ts';
import { failApi, search } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

const emptyPage = JSON.stringify({ items: [], total: 0, page: 1, pageSize: 10 });

test('personal information: student and faculty tables, sortable', async ({ page }) => {
  await page.goto('/admin-dashboard/personal-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
  const students = page.getByRole('table', { name: 'Student personal information' });
  const faculty = page.getByRole('table', { name: 'Faculty personal information' });
  await expect(students.getByRole('row')).not.toHaveCount(1);
  await expect(faculty.getByRole('row')).not.toHaveCount(1);
  const dob = students.getByRole('columnheader', { name: /Date of birth/ });
  const sorted = page.waitForRequest((r) => r.url().includes('/api/personal-info?') && r.url().includes('type=student') && r.url().includes('sort=dob'));
  await dob.getByRole('button').click();
  await sorted;
  await expect(dob).toHaveAttribute('aria-sort', 'ascending');
  await expectNoA11yViolations(page);
});

test('personal information: failure, non-list answer and empty messages', async ({ page }) => {
  await failApi(page, 'GET', '/api/personal-info');
  await page.goto('/admin-dashboard/personal-info');
  await expect(page.getByText('Failed to load personal information. Please try again later.')).toHaveCount(2);
  await page.unrouteAll();
  // A 200 whose body is neither a list nor a page of one is a failed load too (SPEC section 8).
  await page.route('**/api/personal-info?*', (route) => route.fulfill({ contentType: 'application/json', body: '{}' }));
  await page.reload();
  await expect(page.getByText('Failed to load personal information. Please try again later.')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.unrouteAll();
  await page.route('**/api/personal-info?*', (route) => route.fulfill({ contentType: 'application/json', body: emptyPage }));
  await page.reload();
  await expect(page.getByText('No student personal information available.')).toBeVisible();
  await expect(page.getByText('No faculty personal information available.')).toBeVisible();
});

test('contact information: tables, search, failure, non-list answer and empty messages', async ({ page }) => {
  await page.goto('/admin-dashboard/contact-info');
  const faculty = page.getByRole('table', { name: 'Faculty contact information' });
  await expect(faculty.getByRole('row')).not.toHaveCount(1);
  // Searched: other journeys add faculty whose e-mails sort before the demo member's.
  await search(page, 'Search faculty e-mails', 'faculty@demo.college');
  await expect(faculty.getByRole('row')).toHaveCount(2);
  await expect(faculty).toContainText('faculty@demo.college');
  await search(page, 'Search student e-mails', 'student@demo.college');
  await expect(page.getByRole('table', { name: 'Student contact information' }).getByRole('row')).toHaveCount(2);
  await expectNoA11yViolations(page);

  await failApi(page, 'GET', '/api/contact-info');
  await page.reload();
  await expect(page.getByText('Failed to load contact information. Please try again later.')).toHaveCount(2);
  await page.unrouteAll();
  await page.route('**/api/contact-info?*', (route) => route.fulfill({ contentType: 'application/json', body: 'null' }));
  await page.reload();
  await expect(page.getByText('Failed to load contact information. Please try again later.')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.unrouteAll();
  await page.route('**/api/contact-info?*', (route) => route.fulfill({ contentType: 'application/json', body: emptyPage }));
  await page.reload();
  await expect(page.getByText('No student contact information available.')).toBeVisible();
  await expect(page.getByText('No faculty contact information available.')).toBeVisible();
});
