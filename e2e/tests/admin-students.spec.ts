// Students: validation, create with the one-time password, search, sort, edit, delete with Undo,
// server errors shown, password reset, CSV export, axe.
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import { storageStateOf } from './accounts.ts';
import { apiCreateStudent, failApi, search, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

test('create: required-field errors, then the one-time password once with Copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin-dashboard/students');
  await expect(page).toHaveTitle('Students | Admin Dashboard | Physiotherapy College');
  await page.getByRole('button', { name: 'Add Student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Student' });
  await expect(dialog.getByLabel('Year')).toHaveValue('FIRST');
  await expect(dialog.getByLabel('Gender').locator('option')).toHaveText(['Select gender', 'Male', 'Female', 'Other']);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(dialog.getByText("Father's first name is required")).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'First name', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoA11yViolations(page);

  const last = `Create${unique()}`;
  for (const [label, value] of [
    ['First name', 'Asha'],
    ['Last name', last],
    ["Father's first name", 'Ravi'],
    ["Father's last name", last],
    ["Mother's first name", 'Lata'],
    ["Mother's last name", last],
    ['Nationality', 'Indian'],
    ['Religion', 'Hindu'],
  ])
    await dialog.getByRole('textbox', { name: label as string, exact: true }).fill(value as string);
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('Email').fill('');
  await dialog.getByRole('button', { name: 'Add Student' }).click();

  await expect(page.getByRole('status').filter({ hasText: `Student Asha ${last} saved.` })).toHaveText(
    new RegExp(`^Student Asha ${last} saved\\. A first sign-in link was sent to student\\d+@college\\.example\\.$`),
  );
  await expect(page.getByRole('dialog', { name: 'One-time password' })).toHaveCount(0);

  await search(page, 'Search students', last);
  const row = page.getByRole('row', { name: new RegExp(`Asha ${last}`) });
  await expect(row).toContainText('First Year');
  await expect(row).toContainText('Female');
  await expect(row).toContainText('N/A');
});

test('search, sort by column (aria-sort) and pagination go through the API', async ({ page }) => {
  const tag = `Sort${unique()}`;
  for (const first of ['Zed', 'Amy', 'Moe']) await apiCreateStudent(page.request, first, tag);
  await page.goto('/admin-dashboard/students');
  const listCall = page.waitForRequest((r) => r.url().includes('/api/students?') && r.url().includes(`q=${tag}`));
  await search(page, 'Search students', tag);
  expect(new URL((await listCall).url()).searchParams.get('pageSize')).toBe('10');
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const nameHeader = table.getByRole('columnheader', { name: /Name/ });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText('Amy');
  const sorted = page.waitForRequest((r) => r.url().includes('sort=-name'));
  await nameHeader.getByRole('button').click();
  await sorted;
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText('Zed');

  await search(page, 'Search students', '');
  // the whole list's first page (the filtered one said "Page 1 of 1" too): the cleared search is in the address
  await expect(page.getByText(/Page 1 of ([2-9]|\d{2,}) /)).toBeVisible();
  const next = page.waitForRequest((r) => r.url().includes('/api/students?') && r.url().includes('page=2'));
  await page.getByRole('button', { name: 'Next' }).click();
  await next;
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

  await search(page, 'Search students', `nobody-${unique()}`);
  await expect(page.getByText('No students found.')).toBeVisible();
});

test('edit saves with PUT; a server error is shown in red and keeps the form', async ({ page }) => {
  const student = await apiCreateStudent(page.request, 'Edith');
  await page.goto('/admin-dashboard/students');
  await search(page, 'Search students', student.lastName);
  await page.getByRole('button', { name: `Edit Edith ${student.lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Student' });
  await expect(dialog.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Edith');
  await expect(dialog.getByLabel('Email')).toHaveValue(student.contactInfo.email);
  await dialog.getByLabel('Year').selectOption({ label: 'Third Year' });

  await failApi(page, 'PUT', `/api/students/${student.id}`, 'Database exploded');
  await dialog.getByRole('button', { name: 'Update Student' }).click();
  const error = dialog.getByRole('alert');
  await expect(error).toHaveText('Error: HTTP error! Status: 500, Message: Database exploded');
  await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
  await page.unrouteAll();

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/students/${student.id}`));
  await dialog.getByRole('button', { name: 'Update Student' }).click();
  expect((await put).postDataJSON().year).toBe('THIRD');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Edith ${student.lastName}`) })).toContainText('Third Year');
});

test('delete: no confirmation, Undo within 10 s keeps the record; otherwise it goes', async ({ page }) => {
  const keep = await apiCreateStudent(page.request, 'Keep');
  const gone = await apiCreateStudent(page.request, 'Gone', keep.lastName);
  await page.clock.install();
  await page.goto('/admin-dashboard/students');
  await search(page, 'Search students', keep.lastName);
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: `Delete Keep ${keep.lastName}` }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`Keep ${keep.lastName}`) })).toHaveCount(0);
  await expect(page.getByText(`Keep ${keep.lastName} deleted.`)).toBeVisible();
  await page.clock.runFor(9_000);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Keep ${keep.lastName}`) })).toBeVisible();
  await page.clock.runFor(15_000);
  expect((await page.request.get(`/api/students/${keep.id}`)).status()).toBe(200);

  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith(`/api/students/${gone.id}`));
  await page.getByRole('button', { name: `Delete Gone ${gone.lastName}` }).click();
  await page.clock.runFor(10_000);
  await deleted;
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect.poll(async () => (await page.request.get(`/api/students/${gone.id}`)).status()).toBe(404);
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('a failed delete says so and the row comes back', async ({ page }) => {
  const student = await apiCreateStudent(page.request, 'Stuck');
  await page.clock.install();
  await page.goto('/admin-dashboard/students');
  await search(page, 'Search students', student.lastName);
  await failApi(page, 'DELETE', `/api/students/${student.id}`);
  await page.getByRole('button', { name: `Delete Stuck ${student.lastName}` }).click();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('alert')).toHaveText('Failed to delete student');
  await expect(page.getByRole('row', { name: new RegExp(`Stuck ${student.lastName}`) })).toBeVisible();
});

test('a failed list load shows Error: and the message', async ({ page }) => {
  await failApi(page, 'GET', '/api/students', 'List broke');
  await page.goto('/admin-dashboard/students');
  await expect(page.getByRole('alert')).toHaveText('Error: HTTP error! Status: 500, Message: List broke');
});

test('reset password: confirm, then a new one-time password that signs in', async ({ page, baseURL }) => {
  const student = await apiCreateStudent(page.request, 'Reset');
  await page.goto('/admin-dashboard/students');
  await search(page, 'Search students', student.lastName);
  await page.getByRole('button', { name: `Reset password of Reset ${student.lastName}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Reset password' }).click();
  const otp = page.getByRole('dialog', { name: 'One-time password' });
  const password = (await otp.getByTestId('one-time-password').textContent()) ?? '';
  // A context of its own: signing in from the admin's cookie jar would end the admin's session.
  const fresh = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = await fresh.post('/api/auth/student/login', { data: { email: student.contactInfo.email, password } });
  expect(login.status()).toBe(200);
  expect((await login.json()).mustChangePassword).toBe(true);
  await fresh.dispose();
  await otp.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Password reset.*student #${student.id}`) })).toBeVisible();
});

test('CSV export: a download in RFC 4180 with formula cells neutralised', async ({ page }) => {
  const tag = `Csv${unique()}`;
  await apiCreateStudent(page.request, '=HYPERLINK("http://evil.example","x")', tag);
  await apiCreateStudent(page.request, 'Plain', tag);
  await page.goto('/admin-dashboard/students');
  await search(page, 'Search students', tag);
  await expect(page.getByRole('table', { name: 'Students' }).getByRole('row')).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    'id,enrollmentNumber,firstName,lastName,fatherFirstName,fatherLastName,motherFirstName,motherLastName,gender,nationality,religion,email,phone,address,dob,year,quota',
  );
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(4);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",${tag}`);
  expect(text).toMatch(new RegExp(`,Plain,${tag},Father,${tag},Mother,${tag},Female,Indian,Not stated,e2e-`));
});
