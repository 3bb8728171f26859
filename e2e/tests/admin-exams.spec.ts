// Exams section: the admin edits the exam timetable and the notices; the public /exams pages show the API's
// data at their next load, and the prerendered HTML never carries a timetable.
import { storageStateOf } from './accounts.ts';
import { apiCreateSubject, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

/** A date after every seeded exam, so the public timetable's first rows stay the seeded ones. */
const laterDate = () => `2027-0${1 + Math.floor(Math.random() * 9)}-${String(10 + Math.floor(Math.random() * 18))}`;

test('the admin adds, edits and deletes an exam of a subject; /exams shows each change, and a renamed subject, at its next load', async ({ page }) => {
  const subject = await apiCreateSubject(page.request, 'FOURTH');
  const examCode = `X${unique()}`.slice(0, 12).toUpperCase();
  const date = laterDate();
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: /^Exams Exam timetable and notices/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Exam timetable' })).toContainText('Human Anatomy');

  await page.getByRole('button', { name: 'Add Exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Exam' });
  await dialog.getByRole('button', { name: 'Add Exam' }).click();
  await expect(dialog.getByText('Subject is required')).toBeVisible();
  await dialog.getByLabel('Subject').selectOption({ label: `${subject.code} ${subject.name}` });
  // choosing the subject fills the exam code with its code; the university's paper code replaces it here
  await expect(dialog.getByLabel('Exam code')).toHaveValue(subject.code);
  await dialog.getByLabel('Exam code').fill(examCode);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('14:30');
  await dialog.getByLabel('Duration (minutes)').fill('90');
  await dialog.getByLabel('Venue').fill('Hall Z');
  await dialog.getByRole('button', { name: 'Add Exam' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(examCode) })).toContainText('Fourth year');

  await page.goto('/exams');
  const row = page.getByRole('row', { name: new RegExp(examCode) });
  await expect(row).toContainText(subject.name);
  await expect(row).toContainText('2:30 PM');
  await expect(row).toContainText('Duration: 1 hour 30 minutes');
  await expect(row).toContainText('Venue: Hall Z');
  // the build's prerendered HTML holds the loading state, never a timetable
  const html = await (await page.request.get('/exams')).text();
  expect(html).toContain('Loading the exam schedule...');
  expect(html).not.toContain(examCode);
  expect(html).not.toContain('Examination Hall A');

  const renamed = `Renamed ${subject.code}`;
  const rename = await page.request.put(`/api/subjects/${subject.id}`, { data: { code: subject.code, name: renamed, year: subject.year } });
  expect(rename.status()).toBe(200);
  await page.goto('/admin-dashboard/exams');
  await page.getByRole('button', { name: `Edit ${renamed} on ${date}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Exam' });
  await expect(edit.getByLabel('Venue')).toHaveValue('Hall Z');
  await edit.getByLabel('Venue').fill('Seminar Hall 2');
  await edit.getByRole('button', { name: 'Update Exam' }).click();
  await expect(edit).toBeHidden();
  await page.goto('/exams');
  await expect(page.getByRole('row', { name: new RegExp(examCode) })).toContainText('Venue: Seminar Hall 2');
  await expect(page.getByRole('row', { name: new RegExp(examCode) })).toContainText(renamed);

  await page.goto('/admin-dashboard/exams');
  await page.getByRole('button', { name: `Delete ${renamed} on ${date}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this exam from the timetable?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(examCode) })).toHaveCount(0);
  await page.goto('/exams');
  await expect(page.getByRole('table')).toContainText('Human Anatomy');
  await expect(page.getByRole('row', { name: new RegExp(examCode) })).toHaveCount(0);
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
