// Exams section: the admin edits the exam timetable and the notices; the public /exams pages show the API's
// data at their next load, and the prerendered HTML never carries a timetable.
import { storageStateOf } from './accounts.ts';
import { unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

/** A date after every seeded exam, so the public timetable's first rows stay the seeded ones. */
const laterDate = () => `2027-0${1 + Math.floor(Math.random() * 9)}-${String(10 + Math.floor(Math.random() * 18))}`;

test('the admin adds, edits and deletes an exam; /exams shows each change at its next load', async ({ page }) => {
  const subject = `E2E Exam ${unique()}`;
  const date = laterDate();
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: /^Exams Exam timetable and notices/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Exam timetable' })).toContainText('Human Anatomy');

  await page.getByRole('button', { name: 'Add Exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Exam' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByRole('button', { name: 'Add Exam' }).click();
  await expect(dialog.getByText('Exam code is required')).toBeVisible();
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('14:30');
  await dialog.getByLabel('Duration (minutes)').fill('90');
  await dialog.getByLabel('Exam code').fill('E2E-1');
  await dialog.getByLabel('Semester').fill('Semester 7');
  await dialog.getByLabel('Venue').fill('Hall Z');
  await dialog.getByLabel('Instructor').fill('Dr E2E');
  await dialog.getByRole('button', { name: 'Add Exam' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toBeVisible();

  await page.goto('/exams');
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('2:30 PM');
  await expect(row).toContainText('Duration: 1 hour 30 minutes');
  await expect(row).toContainText('Venue: Hall Z');
  // the build's prerendered HTML holds the loading state, never a timetable
  const html = await (await page.request.get('/exams')).text();
  expect(html).toContain('Loading the exam schedule...');
  expect(html).not.toContain(subject);
  expect(html).not.toContain('Examination Hall A');

  await page.goto('/admin-dashboard/exams');
  await page.getByRole('button', { name: `Edit ${subject} on ${date}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Exam' });
  await expect(edit.getByLabel('Venue')).toHaveValue('Hall Z');
  await edit.getByLabel('Venue').fill('Seminar Hall 2');
  await edit.getByRole('button', { name: 'Update Exam' }).click();
  await expect(edit).toBeHidden();
  await page.goto('/exams');
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toContainText('Venue: Seminar Hall 2');

  await page.goto('/admin-dashboard/exams');
  await page.getByRole('button', { name: `Delete ${subject} on ${date}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this exam from the timetable?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toHaveCount(0);
  await page.goto('/exams');
  await expect(page.getByRole('table')).toContainText('Human Anatomy');
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toHaveCount(0);
});

test('notices: an important one is shown in red on /exams/notices, then removed', async ({ page }) => {
  const text = `Room change for the practical exams ${unique()}`;
  await page.goto('/admin-dashboard/exams');
  await page.getByRole('button', { name: 'Add Notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Notice' });
  await dialog.getByLabel('Text').fill(text);
  await dialog.getByLabel('Important (shown in red)').check();
  await dialog.getByRole('button', { name: 'Add Notice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Exam notices' })).toContainText(text);

  await page.goto('/exams/notices');
  const notice = page.locator('.exams-notice', { hasText: text });
  await expect(notice).toHaveCSS('background-color', 'rgb(179, 38, 30)');

  await page.goto('/admin-dashboard/exams');
  const row = page.getByRole('row', { name: new RegExp(text) });
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await page.goto('/exams/notices');
  await expect(page.getByText('Exam schedule updated: Please check the latest timetable above.')).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});

test('the exams section passes axe and fits 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-dashboard/exams');
  await expect(page.getByRole('table', { name: 'Exam timetable' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Exam notices' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Add Exam' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Exam' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
