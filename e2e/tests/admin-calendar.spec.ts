// Academic calendar: list/form toggle, required fields, add, edit from the row, delete confirmation,
// add and update failures shown.
import { storageStateOf } from './accounts.ts';
import { failApi, search, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

test('add, edit and delete a calendar entry', async ({ page }) => {
  await page.goto('/admin-dashboard/academic-calendar');
  await expect(page.getByRole('table', { name: 'Academic calendar' }).getByRole('row')).not.toHaveCount(1);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const form = page.getByRole('form', { name: 'Add calendar entry' });
  await form.getByLabel('Event name').fill('Only a name');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expectNoA11yViolations(page);

  const name = `Mid-term ${unique()}`;
  await form.getByLabel('Year').selectOption('SECOND');
  await form.getByLabel('Event name').fill(name);
  await form.getByLabel('Date').fill('2026-04-20');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('button', { name: 'Add Entry' })).toBeVisible();

  await search(page, 'Search calendar', name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Second Year');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Edit calendar entry' });
  await expect(edit.getByLabel('Year')).toHaveValue('SECOND');
  await expect(edit.getByLabel('Date')).toHaveValue('2026-04-20');
  await edit.getByLabel('Year').selectOption('THIRD');
  await failApi(page, 'PUT', /^\/api\/academic-calendar\/\d+$/, 'Busy');
  await edit.getByRole('button', { name: 'Update Entry' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Failed to update calendar entry. HTTP error! Status: 500, Message: Busy');
  await page.unrouteAll();
  await edit.getByRole('button', { name: 'Update Entry' }).click();
  await expect(row).toContainText('Third Year');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this entry?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No calendar entries found.')).toBeVisible();
});

test('a failed add shows "Failed to add calendar entry. Please try again."', async ({ page }) => {
  await failApi(page, 'POST', '/api/academic-calendar');
  await page.goto('/admin-dashboard/academic-calendar');
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const form = page.getByRole('form', { name: 'Add calendar entry' });
  await form.getByLabel('Year').selectOption('FIRST');
  await form.getByLabel('Event name').fill('Will fail');
  await form.getByLabel('Date').fill('2026-03-01');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to add calendar entry. Please try again.');
  await page.getByRole('button', { name: 'View Calendar' }).click();
  await expect(page.getByRole('table', { name: 'Academic calendar' })).toBeVisible();
});
