// The admin's student form holds what the fee plans depend on: the quota and the enrolment number, which
// no two students share.
import { storageStateOf } from './accounts.ts';
import { apiCreateStudent, search, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

test('the admin sets a student’s quota and enrolment number; one already in use is refused', async ({ page }) => {
  const student = await apiCreateStudent(page.request, 'Quota');
  await page.goto('/admin-dashboard/students');
  await search(page, 'Search students', student.lastName);
  await page.getByRole('button', { name: `Edit Quota ${student.lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Student' });
  await expect(dialog.getByLabel('Quota')).toHaveValue('convener');
  const enrolment = dialog.getByRole('textbox', { name: 'Enrollment number' });
  await expect(enrolment).not.toHaveValue('');
  await expectNoA11yViolations(page);

  await enrolment.fill('');
  await dialog.getByRole('button', { name: 'Update Student' }).click();
  await expect(dialog.getByText('Enrollment number is required')).toBeVisible();

  await enrolment.fill('DEMO-BPT-01');
  await dialog.getByRole('button', { name: 'Update Student' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This enrollment number is already in use');

  const number = `BPT-${unique()}`.toUpperCase();
  await enrolment.fill(number);
  await dialog.getByLabel('Quota').selectOption({ label: 'Management' });
  await dialog.getByRole('button', { name: 'Update Student' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Quota ${student.lastName}`) })).toContainText(number);
  const saved = (await (await page.request.get(`/api/students/${student.id}`)).json()) as { quota: string; enrollmentNumber: string };
  expect(saved).toMatchObject({ quota: 'management', enrollmentNumber: number });
});
