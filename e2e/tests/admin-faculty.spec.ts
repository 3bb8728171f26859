// Faculty: defaults, validation, create with a first-sign-in link by e-mail (sent again from the row), edit,
// delete with Undo, errors, password reset, the faculty-view mode ('My Profile'), CSV export.
import { readFile } from 'node:fs/promises';
import { nextMailTo } from '../mailbox.ts';
import { createFaculty, storageStateOf } from './accounts.ts';
import { failApi, search, unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

const today = () => new Date().toISOString().slice(0, 10);

test('create with the defaults of SPEC section 5, then edit and see it', async ({ page }) => {
  await page.goto('/admin-dashboard/faculty');
  await page.getByRole('button', { name: 'Add Faculty' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Faculty' });
  await expect(dialog.getByLabel('Designation')).toHaveValue('Assistant Professor');
  await expect(dialog.getByLabel('Year of joining')).toHaveValue(today());
  await expect(dialog.getByLabel('Date of birth')).toHaveValue(today());
  await expect(dialog.getByLabel('Gender')).toHaveValue('Not specified');
  await expect(dialog.getByLabel('Nationality')).toHaveValue('Not specified');
  await dialog.getByRole('button', { name: 'Add Faculty' }).click();
  await expect(dialog.getByText('Specialization is required')).toBeVisible();
  // SPEC section 5: an empty e-mail is generated, so it is not a required field.
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(/placeholder address is generated/);
  await expect(dialog.getByText('Email is required')).toHaveCount(0);
  await dialog.getByLabel('Years of experience').fill('-2');
  await dialog.getByRole('button', { name: 'Add Faculty' }).click();
  await expect(dialog.getByText('Years of experience must be 0 or more')).toBeVisible();
  await expectNoA11yViolations(page);

  const last = `Fac${unique()}`;
  const email = `${last.toLowerCase()}@example.test`;
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Meera');
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(last);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Specialization').fill('Neuro Physiotherapy');
  await dialog.getByLabel('Years of experience').fill('');
  await dialog.getByRole('button', { name: 'Add Faculty' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Faculty member Meera ${last} saved.` })).toHaveText(
    `Faculty member Meera ${last} saved. A first sign-in link was sent to ${email}.`,
  );
  await expect(page.getByRole('dialog', { name: 'One-time password' })).toHaveCount(0);

  await search(page, 'Search faculty', last);
  const row = page.getByRole('row', { name: new RegExp(`Meera ${last}`) });
  await expect(row).toContainText('Assistant Professor');
  await expect(row).toContainText(today());
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');

  await page.getByRole('button', { name: `Edit Meera ${last}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Faculty' });
  await expect(edit.getByLabel('Email')).toBeEnabled();
  await edit.getByLabel('Designation').fill('Professor');
  await failApi(page, 'PUT', /^\/api\/faculty\/\d+$/, 'Nope');
  await edit.getByRole('button', { name: 'Update Faculty' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Error: HTTP error! Status: 500, Message: Nope');
  await page.unrouteAll();
  await edit.getByRole('button', { name: 'Update Faculty' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Professor');
});

test('Send sign-in link mails a new first-sign-in link; the earlier one stops working', async ({ page, browser, baseURL }) => {
  const tag = unique();
  const email = `e2e-link-${tag}@example.test`;
  const created = await page.request.post('/api/faculty', {
    data: { firstName: 'Linked', lastName: `Member ${tag}`, specialization: 'Neuro Physiotherapy', contactInfo: { email } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const linkIn = (text: string) => /http\S+#welcome=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
  const first = linkIn((await nextMailTo(email, 1)).text);

  await page.goto('/admin-dashboard/faculty');
  await search(page, 'Search faculty', tag);
  await page.getByRole('button', { name: `Send sign-in link to Linked Member ${tag}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(`A first sign-in link was sent to ${email}`);
  const second = linkIn((await nextMailTo(email, 2)).text);
  expect(second).not.toBe(first);

  // the member's own browser, without the admin's cookies
  const member = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const own = await member.newPage();
  const choose = async (link: string) => {
    await own.goto(link);
    await expect(own.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await own.getByLabel('New password', { exact: true }).fill('linked-member-42-oak');
    await own.getByLabel('Repeat new password', { exact: true }).fill('linked-member-42-oak');
    await own.getByRole('button', { name: 'Set Password' }).click();
  };
  await choose(first);
  await expect(own.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('This link has expired or has already been used. Ask for a new one.');
  await choose(second);
  await expect(own.getByRole('status').filter({ hasText: 'Your password is set. Sign in with it now.' })).toBeVisible();
  await member.close();

  // chosen: the admin's button now says "Forgot password?" is the way
  await page.getByRole('button', { name: `Send sign-in link to Linked Member ${tag}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText('has already chosen a password');
});

test('reset password: confirm, then a new one-time password shown once with Copy, that signs in', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await createFaculty(page.request);
  const record = (await (await page.request.get(`/api/faculty/${member.id}`)).json()) as { firstName: string; lastName: string };
  const name = `${record.firstName} ${record.lastName}`;
  await page.goto('/admin-dashboard/faculty');
  await search(page, 'Search faculty', member.email);
  await page.getByRole('button', { name: `Reset password of ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Reset the password of ${name}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'One-time password' })).toHaveCount(0);

  const reset = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/users/faculty/${member.id}/reset-password`));
  await page.getByRole('button', { name: `Reset password of ${name}` }).click();
  await confirm.getByRole('button', { name: 'Reset password' }).click();
  expect((await reset).status()).toBe(200);
  const otp = page.getByRole('dialog', { name: 'One-time password' });
  await expect(otp).toContainText(name);
  await expect(otp).toContainText(member.email);
  const password = (await otp.getByTestId('one-time-password').textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(10);
  expect(password).not.toBe(member.initialPassword);
  await otp.getByRole('button', { name: 'Copy' }).click();
  await expect(otp.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await otp.getByRole('button', { name: 'Done' }).click();
  await expect(otp).toBeHidden();
  await expect(page.getByText(password)).toHaveCount(0);

  // A context of its own, with no cookies: inside a test browser.newContext() inherits the admin's
  // storageState, and signing in from that cookie jar would end the shared admin session.
  const fresh = await page
    .context()
    .browser()
    ?.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  if (!fresh) throw new Error('no browser to open a fresh context in');
  const old = await fresh.request.post('/api/auth/faculty/login', { data: { email: member.email, password: member.initialPassword } });
  expect(old.status()).toBe(401);
  const login = await fresh.request.post('/api/auth/faculty/login', { data: { email: member.email, password } });
  expect(login.status()).toBe(200);
  expect((await login.json()).mustChangePassword).toBe(true);
  const status = await (await fresh.request.get('/api/auth/status')).json();
  expect(status).toMatchObject({ isAuthenticated: true, user: { id: member.id, type: 'faculty' }, mustChangePassword: true });
  await fresh.close();
  const admin = await (await page.request.get('/api/auth/status')).json();
  expect(admin).toMatchObject({ isAuthenticated: true, user: { type: 'admin' } });
  expect((await page.request.delete(`/api/faculty/${member.id}`)).status()).toBe(200);
});

test('faculty view: My Profile, only that member, no add or delete, e-mail locked', async ({ page }) => {
  await page.goto('/admin-dashboard/faculty');
  await search(page, 'Search faculty', 'faculty@demo.college');
  const viewLink = page.getByRole('link', { name: /^Faculty view of / });
  await expect(viewLink).toHaveCount(1);
  await viewLink.click();
  await expect(page).toHaveURL(/\/admin-dashboard\/faculty\?view=faculty&email=faculty%40demo\.college$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const table = page.getByRole('table', { name: 'My Profile' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('faculty@demo.college');
  await expect(page.getByRole('button', { name: 'Add Faculty' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Faculty' }).getByLabel('Email')).toBeDisabled();
  await expectNoA11yViolations(page);
});

test('delete with Undo; a failed delete says "Failed to delete faculty"', async ({ page }) => {
  const last = `Del${unique()}`;
  const created = await page.request.post('/api/faculty', {
    data: { firstName: 'Temp', lastName: last, specialization: 'Ortho', contactInfo: { email: `${last.toLowerCase()}@example.test` } },
  });
  const id = ((await created.json()) as { id: number }).id;
  await page.clock.install();
  await page.goto('/admin-dashboard/faculty');
  await search(page, 'Search faculty', last);
  await page.getByRole('button', { name: `Delete Temp ${last}` }).click();
  await expect(page.getByText(`Temp ${last} deleted.`)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Temp ${last}`) })).toBeVisible();

  await failApi(page, 'DELETE', `/api/faculty/${id}`);
  await page.getByRole('button', { name: `Delete Temp ${last}` }).click();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('alert')).toHaveText('Failed to delete faculty');
  await page.unrouteAll();
  await page.getByRole('button', { name: `Delete Temp ${last}` }).click();
  const deleted = page.waitForResponse((response) => response.url().endsWith(`/api/faculty/${id}`) && response.request().method() === 'DELETE');
  await page.clock.runFor(10_000);
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText('No faculty found.')).toBeVisible();
  expect((await page.request.get(`/api/faculty/${id}`)).status()).toBe(404);
});

test('CSV export of the faculty list', async ({ page }) => {
  await page.goto('/admin-dashboard/faculty');
  await search(page, 'Search faculty', 'faculty@demo.college');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, row, end] = text.split('\r\n');
  expect(header).toBe('id,firstName,lastName,email,phone,designation,specialization,experienceYears,yearOfJoining,dob,gender,nationality,religion,address');
  expect(row).toContain(',faculty@demo.college,');
  expect(end).toBe('');
});
