// Contact /contact: the 'Send Us a Message' form (required fields with errors tied to their fields and
// announced, the custom topic only for the custom option, sent to the college office with a reference, or
// handed off to WhatsApp in a new window from the second button),
// 'Find Us Here' (address, phone, four e-mails, office hours), 'Connect With Us' (new tabs without
// opener), meta, axe and 360 px.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const stub = { contentType: 'text/html', body: '<title>stub</title><p>external stub</p>' };

async function isolate(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
  await context.route(/^https:\/\/(wa\.me|[a-z]+\.example\.com)\//, (route) => route.fulfill(stub));
}

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });
const sendViaChat = (page: Page) => form(page).getByRole('button', { name: 'Send via WhatsApp' });

/** Fills every field but the option. */
async function fillValid(page: Page, name: string) {
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('asha@example.com');
  await field(page, 'Phone').fill('+91 98765 43210');
  await field(page, 'Description').fill('When do admissions open & what are the fees?');
}

/** Counts windows opened from now on. */
function countPopups(context: BrowserContext) {
  const opened: string[] = [];
  context.on('page', (popup) => opened.push(popup.url()));
  return opened;
}

test.beforeEach(async ({ context, page }) => {
  await isolate(context);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('required fields: errors are tied to their fields and announced; nothing opens while invalid', async ({ page, context }) => {
  const opened = countPopups(context);
  await expect(field(page, 'Your topic')).toHaveCount(0);
  await send(page).click();
  const expected: [string, string][] = [
    ['Name', 'Name is required'],
    ['Option', 'Please select an option'],
    ['Email', 'Email is required'],
    ['Phone', 'Phone number is required'],
    ['Description', 'Description is required'],
  ];
  for (const [label, message] of expected) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(message);
    await expect(field(page, label)).toHaveAttribute('required', '');
  }
  await expect(form(page).getByRole('status')).toHaveText('Please correct 5 fields before sending.');
  await expect(field(page, 'Name')).toBeFocused();
  // The error texts sit in live regions, so screen readers announce them as they appear.
  const live = await form(page)
    .getByText('Name is required')
    .evaluate((node) => node.closest('[aria-live]')?.getAttribute('aria-live'));
  expect(live).toBe('polite');
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Phone')).toHaveAttribute('type', 'tel');

  await field(page, 'Name').fill('Asha');
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'false');
  await expect(form(page).getByText('Name is required')).toHaveCount(0);
  await field(page, 'Email').fill('asha@');
  await field(page, 'Phone').fill('12ab');
  await send(page).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address');
  await expect(field(page, 'Phone')).toHaveAccessibleDescription('Enter a valid phone number');
  await expect(form(page).getByRole('status')).toHaveText('Please correct 4 fields before sending.');
  await expect(field(page, 'Option')).toBeFocused();

  await expect(field(page, 'Option').getByRole('option')).toHaveText(['Select an option', 'Admission', 'Course', 'Support', 'Custom (other)']);
  await field(page, 'Option').selectOption('custom');
  await expect(field(page, 'Your topic')).toBeVisible();
  await fillValid(page, 'Asha');
  await send(page).click();
  await expect(field(page, 'Your topic')).toHaveAccessibleDescription('Please enter your topic');
  await expect(field(page, 'Your topic')).toBeFocused();
  await expect(form(page).getByRole('status')).toHaveText('Please correct 1 field before sending.');
  for (const option of ['admission', 'course', 'support']) {
    await field(page, 'Option').selectOption(option);
    await expect(field(page, 'Your topic')).toHaveCount(0);
  }
  expect(opened).toEqual([]);
});

test('Send Message delivers a valid message to the college office once and shows its reference', async ({ page, context }) => {
  const opened = countPopups(context);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/submissions/contact')) sent.push(request.postData() ?? '');
  });
  await field(page, 'Option').selectOption('custom');
  await field(page, 'Your topic').fill('Hostel rooms');
  await fillValid(page, 'Asha Rao');
  await send(page).dblclick();
  const status = form(page).getByRole('status');
  await expect(status).toContainText('Thank you! Your message has reached the college office.');
  await expect(status).toContainText(/Your reference number: CON-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expect(status.getByRole('link', { name: 'Check the status of your application' })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ name: 'Asha Rao', option: 'custom', customOption: 'Hostel rooms', website: '' });
  for (const label of ['Name', 'Email', 'Phone', 'Description']) await expect(field(page, label)).toHaveValue('');
  expect(opened).toEqual([]);
});

test('Send via WhatsApp opens WhatsApp to the college number with Name, Option, Email, Phone, Description', async ({ page, context }) => {
  const phone = await page
    .getByRole('region', { name: 'Find Us Here' })
    .getByRole('link', { name: /^\+?[\d ]+$/ })
    .textContent();
  expect(phone?.replace(/\D/g, '')).toMatch(/^\d{10,13}$/);
  const collegeChat = `https://wa.me/${phone?.replace(/\D/g, '')}`;

  await field(page, 'Option').selectOption('custom');
  await field(page, 'Your topic').fill('Hostel rooms');
  await fillValid(page, 'Asha Rao');
  const [chat] = await Promise.all([context.waitForEvent('page'), sendViaChat(page).click()]);
  const url = new URL(chat.url());
  expect(`${url.origin}${url.pathname}`).toBe(collegeChat);
  expect(url.searchParams.get('text')?.split('\n')).toEqual([
    'Name: Asha Rao',
    'Option: Hostel rooms',
    'Email: asha@example.com',
    'Phone: +91 98765 43210',
    'Description: When do admissions open & what are the fees?',
  ]);
  expect(await chat.evaluate(() => window.opener)).toBeNull();
  await chat.close();

  await expect(form(page).getByRole('status')).toHaveText(/^Thank you! Your message has been opened in WhatsApp/);
  for (const label of ['Name', 'Email', 'Phone', 'Description']) await expect(field(page, label)).toHaveValue('');
  await expect(field(page, 'Option')).toHaveValue('');
  await expect(field(page, 'Your topic')).toHaveCount(0);

  await field(page, 'Option').selectOption({ label: 'Course' });
  await fillValid(page, 'Ravi');
  const [second] = await Promise.all([context.waitForEvent('page'), sendViaChat(page).click()]);
  const secondUrl = new URL(second.url());
  expect(`${secondUrl.origin}${secondUrl.pathname}`).toBe(collegeChat);
  expect(secondUrl.searchParams.get('text')?.split('\n').slice(0, 2)).toEqual(['Name: Ravi', 'Option: Course']);
});

test('Find Us Here, Connect With Us in new tabs, and the meta', async ({ page, context }) => {
  await expect(page).toHaveTitle('Contact Us | Physiotherapy College');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.getByRole('img', { name: 'Illustration of an envelope and a chat bubble' })).toBeVisible();

  const findUs = page.getByRole('region', { name: 'Find Us Here' });
  await expect(findUs.getByRole('heading', { level: 3 })).toHaveText(['Address', 'Phone', 'E-mail', 'Office Hours']);
  await expect(findUs.getByText(/Guntur, Andhra Pradesh/)).toBeVisible();
  await expect(findUs.getByText(/522 529, India/)).toBeVisible();
  await expect(findUs.getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute('href', 'tel:+910000000000');
  const emails = findUs.getByRole('link', { name: /@/ });
  await expect(emails).toHaveCount(4);
  for (const email of await emails.all()) await expect(email).toHaveAttribute('href', `mailto:${await email.textContent()}`);
  expect(new Set(await emails.allInnerTexts()).size).toBe(4);
  await expect(findUs.getByRole('listitem').filter({ hasText: /AM to/ })).toHaveText(['Monday to Friday: 9:30 AM to 5:00 PM', 'Saturday: 9:30 AM to 1:00 PM']);

  const connect = page.getByRole('region', { name: 'Connect With Us' }).getByRole('link');
  await expect(connect).toHaveText([
    'Facebook (opens in a new tab)',
    'Instagram (opens in a new tab)',
    'LinkedIn (opens in a new tab)',
    'WhatsApp (opens in a new tab)',
  ]);
  for (const link of await connect.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /(^| )noopener( |$)/);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https:\/\//);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(href as string);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  }
  await expect(page).toHaveURL(/\/contact$/);
});

test('passes axe with errors shown and has no horizontal scroll at 360 px', async ({ page }) => {
  await field(page, 'Option').selectOption('custom');
  await send(page).click();
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
});
