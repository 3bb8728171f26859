// "Delete" of a student with a history archives them: the admin deletes a student who has
// paid a fee; they are archived, not gone, and signing in shows them their documents only.
import { createStudent, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { search } from './admin-helpers.ts';
import { expect, expectNoA11yViolationsInMain, test } from './fixtures.ts';

test('the admin deletes a student with a payment: archived, restorable, and signing in they reach only their documents', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await (await browser.newContext({ baseURL, storageState: storageStateOf.admin })).newPage();
  const { id, email, lastName, name, initialPassword: password } = await createStudent(admin.request);
  // their history: a lab fee, paid at the office
  const charged = await admin.request.post('/api/fees/charges', {
    data: { kind: 'lab-fee', description: 'Anatomy lab fee', amount: 500, dueDate: '2026-12-31', studentId: id },
  });
  expect(charged.status(), await charged.text()).toBe(201);
  const paid = await admin.request.post(`/api/students/${id}/payments`, { data: { amount: 500, paidOn: '2026-12-01', mode: 'cash' } });
  expect(paid.status(), await paid.text()).toBe(201);

  // the admin deletes them from the list; once the undo window passes the answer says they were archived
  await admin.clock.install();
  await admin.goto('/admin-dashboard/students');
  await search(admin, 'Search students', lastName);
  await admin.getByRole('button', { name: `Delete ${name}` }).click();
  await admin.clock.runFor(10_000);
  await expect(admin.getByRole('status').filter({ hasText: 'Student archived: their records are kept and the Archived list can restore them' })).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  expect((await admin.request.get(`/api/students/${id}/fees`)).status()).toBe(200);
  // and finds them in the Archived list
  const archived = admin.getByRole('region', { name: 'Archived students' });
  await archived.getByRole('button', { name: 'Show archived' }).click();
  await expect(archived.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expectNoA11yViolationsInMain(admin);

  // the former student signs in: their documents, nothing else
  const own = await (await browser.newContext({ baseURL })).newPage();
  await signInThroughPage(own, '/student-login', email, password);
  await setNewPassword(own, password, 'former-student-password');
  await expect(own).toHaveURL(new RegExp(`/student-dashboard/${id}$`));
  await expect(own.getByRole('note')).toHaveText('You are a former student of the college: your marksheets and transcript stay here for you to download.');
  await expect(own.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible();
  await expect(own.getByRole('navigation', { name: 'Your records' })).toHaveCount(0);
  expect((await own.request.get(`/api/students/${id}/attendance`)).status()).toBe(403);
  expect((await own.request.get(`/api/students/${id}/results`)).status()).toBe(200);
  await expectNoA11yViolationsInMain(own);

  // restored, they are back in the current list
  await archived.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(archived.getByRole('status')).toHaveText(`${name} restored.`);
  await search(admin, 'Search students', lastName);
  await expect(admin.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await Promise.all([admin.context().close(), own.context().close()]);
});
