// Audit log: every admin write appears, newest first, filterable by record type; CSV export.
import { readFile } from 'node:fs/promises';
import { storageStateOf } from './accounts.ts';
import { apiCreateSubject } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

test('create, change and delete of a subject appear in the audit log', async ({ page }) => {
  const subject = await apiCreateSubject(page.request);
  expect((await page.request.put(`/api/subjects/${subject.id}`, { data: { code: subject.code, name: 'Renamed', year: 'THIRD' } })).status()).toBe(200);
  expect((await page.request.delete(`/api/subjects/${subject.id}`)).status()).toBe(200);
  await page.goto('/admin-dashboard/audit-log');
  await expect(page).toHaveTitle('Audit Log | Admin Dashboard | Physiotherapy College');
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'descending');
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(`Deleted`);
  await expect(rows.nth(1)).toContainText(`subject #${subject.id}`);
  await expect(rows.nth(1)).toContainText('admin (account #');
  await expect(rows.nth(2)).toContainText('Changed');
  await expect(rows.nth(3)).toContainText('Created');
  await expectNoA11yViolations(page);

  const filtered = page.waitForRequest((r) => r.url().includes('/api/audit-log?') && r.url().includes('entity=event'));
  await page.getByLabel('Record type').selectOption('event');
  await filtered;
  await expect(table.getByRole('row', { name: new RegExp(`subject #${subject.id}`) })).toHaveCount(0);

  await page.getByLabel('Record type').selectOption('subject');
  await expect(table.getByRole('row', { name: new RegExp(`subject #${subject.id}`) })).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = (await readFile(await download.path())).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('\uFEFFat,actorType,actorAccountId,action,entity,entityId');
  expect(text).toContain(`,delete,subject,${subject.id}\r\n`);
});
