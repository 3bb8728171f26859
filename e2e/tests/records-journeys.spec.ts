// The academic records as a college runs them, across the three roles and the real API: the admin
// assigns a subject, its teacher enters and publishes marks, the student sees the result, grade and
// SGPA; the admin records a payment, the student sees the fee paid and prints the receipt.
import type { Browser, Page } from '@playwright/test';
import { createStudent, type FreshAccount, ownUserId, setNewPassword, signInThroughPage, storageStateOf } from './accounts.ts';
import { apiCreateSubject } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

const TEACHER = 'Faculty Demo A';

async function pageAs(browser: Browser, baseURL: string | undefined, role: keyof typeof storageStateOf): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: storageStateOf[role] });
  return context.newPage();
}

/** A student made by the admin, signed in with a password of their own: on their dashboard. */
async function freshStudentPage(browser: Browser, baseURL: string | undefined, student: FreshAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInThroughPage(page, '/student-login', student.email, student.initialPassword);
  await setNewPassword(page, student.initialPassword, 'journey-own-password');
  await expect(page).toHaveURL(new RegExp(`/student-dashboard/${student.id}$`));
  return page;
}

test('the admin assigns a subject, its teacher enters and publishes marks, the student sees result, grade and SGPA', async ({ browser, baseURL }) => {
  const admin = await pageAs(browser, baseURL, 'admin');
  // a fourth-year class: no other test adds fourth-year students or reads their results
  const subject = await apiCreateSubject(admin.request, 'FOURTH');
  const student = await createStudent(admin.request, { firstName: 'Journey', year: 'FOURTH' });

  await admin.goto('/admin-dashboard/faculty-subjects');
  await admin.getByRole('combobox', { name: 'Faculty' }).selectOption({ label: `${TEACHER} (Professor)` });
  await admin.getByRole('combobox', { name: 'Subject' }).selectOption({ label: `${subject.code} ${subject.name} (Fourth Year)` });
  await admin.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `${subject.name} assigned to ${TEACHER}.` })).toBeVisible();

  const faculty = await pageAs(browser, baseURL, 'faculty');
  await faculty.goto(`/faculty-dashboard/${await ownUserId(faculty)}`);
  await faculty.getByRole('link', { name: `${subject.name} (${subject.code})` }).click();
  const form = faculty.getByRole('form', { name: 'Add assessment' });
  await form.getByLabel('Name').fill('University exam');
  await form.getByLabel('Maximum marks').fill('100');
  await form.getByLabel('Date').fill('2026-11-23');
  await form.getByLabel('Weight (%)').fill('100');
  await form.getByRole('button', { name: 'Add assessment' }).click();
  await expect(form.getByRole('status')).toHaveText("Assessment 'University exam' added.");
  await faculty.getByRole('link', { name: 'Enter marks: University exam' }).click();
  const cells = faculty.getByRole('textbox', { name: /^Marks for / });
  await expect(cells.first()).toBeVisible();
  for (let row = 0; row < (await cells.count()); row++) await cells.nth(row).fill('55');
  await faculty.getByRole('textbox', { name: `Marks for ${student.name}` }).fill('92');
  await faculty.getByRole('button', { name: 'Save marks' }).click();
  await expect(faculty.getByRole('status').filter({ hasText: 'Marks saved.' })).toBeVisible();
  await faculty.getByRole('button', { name: 'Publish', exact: true }).click();
  await faculty.getByRole('dialog', { name: 'Publish marks?' }).getByRole('button', { name: 'Publish marks' }).click();
  await expect(faculty.getByText(/^Published on /)).toBeVisible();

  const own = await freshStudentPage(browser, baseURL, student);
  await own.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Results' }).click();
  const year = own.getByRole('region', { name: '2026-27, Fourth Year' });
  const row = year.getByRole('row').filter({ hasText: `${subject.name} (${subject.code})` });
  await expect(row).toContainText('University exam: 92 / 100');
  await expect(row.getByRole('cell').nth(3)).toHaveText('A+');
  await expect(row.getByRole('cell').nth(4)).toHaveText('10');
  await expect(row).toContainText('Pass');
  await expect(year).toContainText('SGPA: 10.00');
  await expect(own.getByText('CGPA: 10.00')).toBeVisible();

  // the college can take its subject back: the published marks go first (only the admin may), then the subject
  const assessments = (await (await admin.request.get(`/api/subjects/${subject.id}/assessments`)).json()) as { id: number }[];
  for (const assessment of assessments) expect((await admin.request.delete(`/api/assessments/${assessment.id}`)).status()).toBe(200);
  await Promise.all([admin.context().close(), faculty.context().close(), own.context().close()]);
});

test('the admin records a payment; the student sees the fee paid and prints the receipt', async ({ browser, baseURL }) => {
  const admin = await pageAs(browser, baseURL, 'admin');
  const student = await createStudent(admin.request);
  expect((await admin.request.post('/api/fee-plans/apply', { data: { academicYear: '2026-27' } })).status()).toBe(200);
  const before = (await (await admin.request.get(`/api/students/${student.id}/fees`)).json()) as { totals: { due: number } };
  expect(before.totals.due).toBe(60_000);

  await admin.goto(`/admin-dashboard/fees/students/${student.id}`);
  await admin.getByRole('button', { name: 'Record payment' }).click();
  const dialog = admin.getByRole('dialog', { name: /^Record payment/ });
  await dialog.getByLabel('Amount').fill('60000');
  await dialog.getByLabel('Mode').selectOption('bank-transfer');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  const recorded = admin.getByRole('status').filter({ hasText: /Payment RCPT-\d{4}-\d{6} of ₹60,000 recorded\./ });
  await expect(recorded).toBeVisible();
  const receiptNumber = ((await recorded.textContent()) ?? '').match(/RCPT-\d{4}-\d{6}/)?.[0] ?? '';

  const own = await freshStudentPage(browser, baseURL, student);
  await own.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Fees' }).click();
  const due = own.getByRole('term').filter({ hasText: /^Amount due$/ });
  await expect(due.locator('xpath=following-sibling::dd[1]')).toHaveText('₹0');
  const charges = own.getByRole('table', { name: 'Charges' });
  await expect(charges.getByRole('row')).toHaveCount(3);
  for (const charge of await charges
    .getByRole('row')
    .all()
    .then((rows) => rows.slice(1)))
    await expect(charge).toContainText('Paid');
  await own.getByRole('link', { name: `Print receipt ${receiptNumber}` }).click();
  const receipt = own.getByRole('article', { name: 'Fee receipt' });
  await expect(receipt).toContainText(receiptNumber);
  await expect(receipt).toContainText('₹60,000');
  await own.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(own.locator('header.site-header')).toBeHidden();
  await Promise.all([admin.context().close(), own.context().close()]);
});
