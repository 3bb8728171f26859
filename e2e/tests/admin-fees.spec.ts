// Fees section: fee plans with Apply, a payment recorded once on a double click with its printable receipt,
// a refused receipt number shown at its field, the overdue filter and the dues CSV export.
import { readFile } from 'node:fs/promises';
import { storageStateOf } from './accounts.ts';
import { apiCreateStudent, search } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

test('fee plans: the table of quota and year, Save, and Apply that creates nothing twice', async ({ page }) => {
  await page.goto('/admin-dashboard/fees/plans');
  const table = page.getByRole('table', { name: /^Fee plans of / });
  await expect(table.getByLabel('Annual fee: Convener, First Year')).toHaveValue('50000');
  await expect(table.getByLabel('Annual fee: Management, First Year')).toHaveValue('120000');
  await expect(table.getByLabel('One-time fee: Convener, First Year')).toHaveValue('10000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Fee plans of .* saved\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Apply to students' }).click();
  await expect(page.getByRole('status').filter({ hasText: /charges? created\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Apply to students' }).click();
  await expect(page.getByRole('status').filter({ hasText: '0 charges created.' })).toBeVisible();
});

test('a payment recorded with a double click is stored once; its receipt prints alone', async ({ page }) => {
  const student = await apiCreateStudent(page.request, 'Payer');
  // the new student's charges of this academic year (the API refuses a payment above what is due)
  const applied = await page.request.post('/api/fee-plans/apply', { data: { academicYear: '2026-27' } });
  expect(applied.status(), await applied.text()).toBe(200);
  await page.goto(`/admin-dashboard/fees/students/${student.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Fees of Payer ${student.lastName}` })).toBeVisible();
  await expect(page.getByText('No payments yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record payment/ });
  await expect(dialog.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  // a receipt number already used is refused by the API and shown at its field
  await dialog.getByLabel('Amount').fill('25000');
  await dialog.getByLabel('Receipt number').fill('RCPT-2025-000001');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByLabel('Receipt number')).toHaveAccessibleDescription('Receipt number RCPT-2025-000001 is already used');
  await dialog.getByLabel('Receipt number').fill('');
  await dialog.getByLabel('Mode').selectOption('upi');
  await dialog.getByLabel('Note').fill('First instalment');
  await dialog.getByRole('button', { name: 'Record payment' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /Payment RCPT-\d{4}-\d{6} of ₹25,000 recorded\./ })).toBeVisible();

  const fees = (await (await page.request.get(`/api/students/${student.id}/fees`)).json()) as { payments: { id: number; receiptNumber: string }[] };
  expect(fees.payments).toHaveLength(1);
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row')).toHaveCount(2);
  const receiptNumber = fees.payments[0]!.receiptNumber;

  await payments.getByRole('link', { name: `Receipt ${receiptNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/fees/receipts/${fees.payments[0]!.id}$`));
  const receipt = page.getByRole('article', { name: `Fee receipt ${receiptNumber}` });
  await expect(receipt).toContainText(`Payer ${student.lastName}`);
  await expect(receipt).toContainText('₹25,000');
  await expect(receipt).toContainText('UPI');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('heading', { name: `Fee receipt ${receiptNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  await expect(page.locator('header.site-header')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
});

test('dues: the overdue filter and the CSV export of what is shown', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Fees', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/fees$/);
  await expect(page).toHaveTitle('Fees | Admin Dashboard | Physiotherapy College');
  await expect(page.getByRole('table', { name: 'Dues' })).toBeVisible();
  await page.getByLabel('Overdue only').check();
  const table = page.getByRole('table', { name: 'Dues (overdue)' });
  await expect(table).toBeVisible();
  await search(page, 'Search dues', 'DEMO-BPT-01');
  await expect(table.getByRole('row', { name: /DEMO-BPT-01\b/ })).toContainText('₹30,000');
  await search(page, 'Search dues', '');

  const api = (await (await page.request.get('/api/fees/dues?overdue=true&page=1&pageSize=100')).json()) as {
    total: number;
    items: { overdueAmount: number }[];
  };
  expect(api.total).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^overdue-dues-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('studentId,enrollmentNumber,firstName,lastName,year,quota,charged,paid,due,overdue,oldestDueDate');
  expect(lines).toHaveLength(api.total + 1);
  for (const line of lines.slice(1)) expect(Number(line.split(',')[9])).toBeGreaterThan(0);
  expect(lines.some((line) => line.includes('DEMO-BPT-01,'))).toBe(true);

  await page.getByLabel('Year of study').selectOption('FOURTH');
  await expect(page.getByRole('table', { name: 'Dues (overdue, Fourth year)' })).toBeVisible();
});

test('the fee screens pass axe and fit 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-dashboard/fees');
  await expect(page.getByRole('table', { name: 'Dues' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Fee plans' }).click();
  await expect(page.getByRole('table', { name: /^Fee plans of / })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await page.goto('/admin-dashboard/fees/students/1');
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('dialog', { name: /^Record payment/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
