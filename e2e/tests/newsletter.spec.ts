// The footer's "For Latest Updates": the address is stored and mailed a confirmation (read from the test's
// SMTP server), confirmed on /newsletter with the mailed link, and deleted again with the other link.
import { readFile } from 'node:fs/promises';
import { nextMailTo } from '../mailbox.ts';
import { storageStateOf } from './accounts.ts';
import { unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

test('subscribe in the footer, confirm through the mail, unsubscribe through the mail', async ({ page }) => {
  const address = `e2e-updates-${unique()}@example.test`;
  await page.goto('/contact');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'For Latest Updates' });
  await form.getByLabel('Your e-mail address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Thank you. Please confirm your subscription with the link we have sent to your e-mail address.')).toBeVisible();

  const mail = await nextMailTo(address, 1);
  expect(mail.subject).toBe('Confirm your subscription to college updates');
  const confirm = /http\S+#confirm=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  const unsubscribe = /http\S+#unsubscribe=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';

  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'College Updates' })).toBeVisible();
  await expect(page).toHaveTitle('College Updates | Physiotherapy College');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Your subscription is confirmed. Thank you.');
  expect(new URL(page.url()).hash).toBe('');

  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('You are unsubscribed: your address has been deleted from our list.');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);

  // the link is dead once the address is gone
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('This link is not valid any more: the subscription may have ended already.');
});

test('/newsletter without a link explains where subscribing is', async ({ page }) => {
  await page.goto('/newsletter');
  await expect(page.getByRole('main')).toContainText('To subscribe, enter your e-mail address under "For Latest Updates"');
  await expect(page.getByRole('button', { name: /Confirm|Unsubscribe/ })).toHaveCount(0);
});

test('the admin sees a confirmed subscriber and exports the confirmed addresses', async ({ page, browser }) => {
  const address = `e2e-office-${unique()}@example.test`;
  await page.goto('/contact');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'For Latest Updates' });
  await form.getByLabel('Your e-mail address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(/Please confirm your subscription/)).toBeVisible();
  const mail = await nextMailTo(address, 1);
  await page.goto(/http\S+#confirm=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Your subscription is confirmed. Thank you.');

  const office = await browser.newContext({ storageState: storageStateOf.admin });
  const admin = await office.newPage();
  await admin.goto('/admin-dashboard/subscribers');
  await expect(admin).toHaveTitle('Subscribers | Admin Dashboard | Physiotherapy College');
  await expect(admin.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
  const row = admin.getByRole('table', { name: 'Subscribers' }).getByRole('row', { name: new RegExp(address) });
  await expect(row).toContainText('Confirmed');
  await expectNoA11yViolations(admin);
  await admin.getByLabel('State').selectOption('waiting');
  await expect(row).toHaveCount(0);

  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export confirmed (CSV)' }).click()]);
  const text = (await readFile(await download.path())).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('\uFEFF"E-mail","Confirmed at"');
  expect(text).toContain(`"${address}"`);
  await admin.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(admin);
  await office.close();
});
