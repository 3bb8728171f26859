// Subjects per year: empty message per year, create, validation, edit, delete confirmation, errors
// (duplicate code, update and delete failures shown).
import { storageStateOf } from './accounts.ts';
import { apiCreateSubject, failApi, search, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

test('per-year lists with their own empty message; add, edit and delete a subject', async ({ page }) => {
  await page.goto('/admin-dashboard/subjects');
  await expect(page.getByRole('button', { name: 'First Year' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Subjects of First year' })).toContainText('Human Anatomy');
  await page.getByRole('button', { name: 'Fourth Year' }).click();
  await expect(page.getByRole('table', { name: 'Subjects of Fourth year' })).toContainText('Neurological Physiotherapy');
  await search(page, 'Search subjects', `none-${unique()}`);
  await expect(page.getByText('No subjects found for Fourth year.')).toBeVisible();
  await expectNoA11yViolations(page);
  await search(page, 'Search subjects', '');

  await page.getByRole('button', { name: 'Add Subject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subject' });
  await expect(dialog.getByLabel('Year')).toHaveValue('FOURTH');
  await dialog.getByRole('button', { name: 'Add Subject' }).click();
  await expect(dialog.getByText('Code is required')).toBeVisible();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  const code = `T${unique()}`.slice(0, 12).toUpperCase();
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill('Sports Rehab');
  await dialog.getByRole('button', { name: 'Add Subject' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Sports Rehab');

  await page.getByRole('button', { name: 'Edit Sports Rehab' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Subject' });
  await expect(edit.getByLabel('Code')).toHaveValue(code);
  await edit.getByLabel('Name').fill('Sports Rehabilitation');
  await edit.getByRole('button', { name: 'Update Subject' }).click();
  await expect(row).toContainText('Sports Rehabilitation');

  await page.getByRole('button', { name: 'Delete Sports Rehabilitation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this subject?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Delete Sports Rehabilitation' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a duplicate code, a failed update and a failed delete are all shown to the admin', async ({ page }) => {
  const subject = await apiCreateSubject(page.request, 'THIRD');
  await page.goto('/admin-dashboard/subjects');
  await page.getByRole('button', { name: 'Third Year' }).click();
  await page.getByRole('button', { name: 'Add Subject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subject' });
  await dialog.getByLabel('Code').fill(subject.code);
  await dialog.getByLabel('Name').fill('Copy');
  await dialog.getByRole('button', { name: 'Add Subject' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error: HTTP error! Status: 409, Message: A subject with this code already exists');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await search(page, 'Search subjects', subject.code);
  // the filtered list has replaced the year's list: a click during that re-render could land on neither
  await expect(page.getByText('Page 1 of 1 (1 result)')).toBeVisible();
  await page.getByRole('button', { name: `Edit ${subject.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Subject' });
  await edit.getByLabel('Name').fill('Renamed but failing');
  await failApi(page, 'PUT', `/api/subjects/${subject.id}`, 'Read-only');
  await edit.getByRole('button', { name: 'Update Subject' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Error: HTTP error! Status: 500, Message: Read-only');
  await expect(edit.getByLabel('Name')).toHaveValue('Renamed but failing');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(subject.code) })).toContainText(subject.name);

  await failApi(page, 'DELETE', `/api/subjects/${subject.id}`, 'Locked');
  await page.getByRole('button', { name: `Delete ${subject.name}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Delete failed. Error: HTTP error! Status: 500, Message: Locked');
  await expect(page.getByRole('row', { name: new RegExp(subject.code) })).toBeVisible();
});
