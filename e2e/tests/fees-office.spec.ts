// The fees office: a payment voided and the collection register's total following (screen and CSV), the
// receipt marked void and the dues restored; a percentage concession and a lab fee on one student's fees;
// axe and 360 px on the register and the office's dialogs.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { storageStateOf } from './accounts.ts';
import { apiCreateStudent } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** Today as the register's screen takes it (this computer's calendar), and the month it opens on. */
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const monthStart = `${today.slice(0, 8)}01`;
const academicYear = (() => {
  const start = now.getUTCMonth() >= 5 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
})();

/** A new student with this academic year's plan charges. */
async function chargedStudent(request: APIRequestContext, firstName: string) {
  const student = await apiCreateStudent(request, firstName);
  const applied = await request.post('/api/fee-plans/apply', { data: { academicYear } });
  expect(applied.status(), await applied.text()).toBe(200);
  return student;
}

async function registerTotal(request: APIRequestContext, mode: string): Promise<number> {
  const response = await request.get(`/api/fees/collections?from=${monthStart}&to=${today}&mode=${mode}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test('a payment voided and the register’s total following', async ({ page }) => {
  const student = await chargedStudent(page.request, 'Voided');
  const paid = await page.request.post(`/api/students/${student.id}/payments`, { data: { amount: 12_345, paidOn: today, mode: 'demand-draft' } });
  expect(paid.status(), await paid.text()).toBe(201);
  const { receiptNumber } = (await paid.json()) as { receiptNumber: string };
  const before = await registerTotal(page.request, 'demand-draft');
  expect(before).toBeGreaterThanOrEqual(12_345);

  await page.goto('/admin-dashboard/fees');
  await page.getByRole('navigation', { name: 'Fees pages' }).getByRole('link', { name: 'Collection register' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/fees\/register$/);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(monthStart);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  await page.getByLabel('Payment mode').selectOption('demand-draft');
  const table = page.getByRole('table', { name: /^Collection register, .*, Demand draft$/ });
  const row = table.getByRole('row').filter({ hasText: receiptNumber });
  await expect(row).toContainText('Received');
  await expect(row).toContainText(rupees(12_345));
  const totals = page.getByRole('region', { name: 'Register totals' });
  await expect(totals).toContainText(`Total collected${rupees(before)}`);

  await row.getByRole('link', { name: `Voided ${student.lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Fees of Voided ${student.lastName}` })).toBeVisible();
  const dueBefore = await page.getByRole('definition').nth(2).textContent();
  await page.getByRole('button', { name: `Void receipt ${receiptNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Void receipt ${receiptNumber}` });
  await dialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription('Reason is required');
  await dialog.getByLabel('Reason').fill('Demand draft returned unpaid');
  await dialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Receipt ${receiptNumber} voided.` })).toBeVisible();
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row').filter({ hasText: receiptNumber })).toContainText('Void');
  // the dues come back: nothing counts as paid any more
  await expect(page.getByRole('definition').nth(1)).toHaveText(rupees(0));
  expect(await page.getByRole('definition').nth(2).textContent()).not.toBe(dueBefore);
  await expect(page.getByRole('button', { name: `Void receipt ${receiptNumber}` })).toHaveCount(0);

  await payments.getByRole('link', { name: `Receipt ${receiptNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Fee receipt ${receiptNumber} (void)` })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Reason: Demand draft returned unpaid');

  await page.goto('/admin-dashboard/fees/register');
  await page.getByLabel('Payment mode').selectOption('demand-draft');
  await expect(table.getByRole('row').filter({ hasText: receiptNumber })).toContainText('Void: Demand draft returned unpaid');
  await expect(totals).toContainText(`Total collected${rupees(before - 12_345)}`);
  expect(await registerTotal(page.request, 'demand-draft')).toBe(before - 12_345);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`collections-${monthStart}-to-${today}.csv`);
  const lines = (await readFile(await download.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    // every value is quoted; these hold no quote or comma of their own
    .map((line) => line.replaceAll('"', ''));
  expect(lines[0]).toBe('Date,Receipt,Student,Enrollment number,Year,Mode,Amount,Recorded by,Void,Void reason');
  expect(lines.find((line) => line.includes(receiptNumber))).toMatch(/,12345,.*,void,Demand draft returned unpaid$/);
  expect(lines.at(-1)).toMatch(new RegExp(`^Total,.*,demand-draft,${before - 12_345},`));
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a percentage concession and a lab fee on one student’s fees; the office screens pass axe and fit 360 px', async ({ page }) => {
  const student = await chargedStudent(page.request, 'Concession');
  const fees = (await (await page.request.get(`/api/students/${student.id}/fees`)).json()) as {
    charges: { description: string; amount: number; kind: string }[];
  };
  const annual = fees.charges.find((charge) => charge.kind === 'annual');
  if (!annual) throw new Error('the plans give the new student an annual fee');

  await page.goto(`/admin-dashboard/fees/students/${student.id}`);
  await page.getByRole('button', { name: `Concession on ${annual.description}` }).click();
  const concession = page.getByRole('dialog', { name: `Concession on ${annual.description}` });
  await concession.getByLabel('Kind').selectOption('scholarship');
  await concession.getByLabel('Percentage').fill('10');
  await concession.getByLabel('Reason').fill('Merit scholarship, first rank');
  await concession.getByRole('button', { name: 'Grant concession' }).click();
  await expect(concession).toBeHidden();
  const waived = Math.round(annual.amount / 10);
  await expect(page.getByRole('status').filter({ hasText: `Concession of ${rupees(waived)} on ${annual.description} granted.` })).toBeVisible();
  const charges = page.getByRole('table', { name: 'Charges' });
  await expect(charges.getByRole('row').filter({ hasText: annual.description })).toContainText(
    `Scholarship waiver ${rupees(waived)} (10%): Merit scholarship, first rank`,
  );

  await page.getByRole('button', { name: 'Add charge' }).click();
  const charge = page.getByRole('dialog', { name: `Add charge: Concession ${student.lastName}` });
  await charge.getByLabel('Kind').selectOption('lab-fee');
  await charge.getByLabel('Description').fill('Anatomy lab kit');
  await charge.getByLabel('Amount').fill('1500');
  await charge.getByRole('button', { name: 'Add charge' }).click();
  await expect(charge).toBeHidden();
  await expect(charges.getByRole('row').filter({ hasText: 'Anatomy lab kit' })).toContainText(rupees(1500));
  await expect(charges.getByRole('row').filter({ hasText: 'Anatomy lab kit' })).toContainText('Lab fee');

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Add charge' }).click();
  await expect(page.getByRole('dialog', { name: /^Add charge/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/admin-dashboard/fees/register');
  await expect(page.getByRole('region', { name: 'Register totals' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await page.goto('/admin-dashboard/fees');
  await page.getByRole('button', { name: 'Add charge to a year' }).click();
  const yearDialog = page.getByRole('dialog', { name: 'Add charge to every student of a year' });
  await yearDialog.getByRole('button', { name: 'Add charge' }).click();
  await expect(yearDialog.getByLabel('Year of study')).toHaveAccessibleDescription(/Year of study is required/);
  await expectNoHorizontalScroll(page);
});
