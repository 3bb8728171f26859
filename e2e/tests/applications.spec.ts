// What visitors submit reaches the college: a scholarship application with three PDFs and an admission
// enquiry from the pop-up each get a reference; the admin opens them in the inbox, downloads a file and
// accepts them; the visitor's status check then says so. Plus axe on the status page and the inbox.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { storageStateOf } from './accounts.ts';
import { unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoA11yViolationsInMain, expectNoHorizontalScroll, test } from './fixtures.ts';

const REFERENCE = /[A-Z]{3,4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** A small, valid PDF file. */
function pdf(name: string) {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

async function isolate(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateOf.admin });
  await isolate(context);
  return context.newPage();
}

/** The reference number shown in a receipt. */
async function referenceIn(scope: Page | Locator): Promise<string> {
  const line = scope.getByText(/^Your reference number: /);
  await expect(line).toHaveText(new RegExp(`^Your reference number: ${REFERENCE.source}$`));
  return REFERENCE.exec((await line.textContent()) ?? '')?.[0] ?? '';
}

/** In the admin inbox: finds the submission by its reference and opens it. */
async function openInInbox(admin: Page, reference: string, title: string) {
  await admin.goto('/admin-dashboard/inbox');
  await expect(admin.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Inbox, \d+ unread$/ })).toBeVisible();
  const box = admin.getByRole('searchbox', { name: 'Search submissions' });
  await box.fill(reference);
  await box.press('Enter');
  await admin.getByRole('button', { name: `Open ${reference} (unread)` }).click();
  // the search stays in the address beside the open submission: a reload or a shared link shows the same
  await expect(admin).toHaveURL(new RegExp(`/admin-dashboard/inbox\\?q=${reference}&open=\\d+$`));
  const dialog = admin.getByRole('dialog', { name: `${title} ${reference}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function accept(dialog: Locator) {
  await dialog.getByLabel('Status', { exact: true }).selectOption('accepted');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Status changed to Accepted.');
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText('New to Accepted by');
}

async function checkStatus(page: Page, reference: string, email: string) {
  await page.goto('/applications/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Application Status' })).toBeVisible();
  await page.getByLabel('Reference number').fill(reference);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Check status' }).click();
  return page.locator('#main').getByRole('status');
}

test.beforeEach(async ({ context }) => isolate(context));

test('a scholarship application with three PDFs reaches the inbox, the admin downloads a file and accepts it, the visitor sees Accepted', async ({
  page,
  browser,
}) => {
  const email = `applicant-${unique()}@example.com`;
  const incomeFile = `income-${unique()}.pdf`;
  await page.goto('/scholarships-form');
  const label = (name: string) => page.getByLabel(name, { exact: true });
  await label('Full name').fill('Meena Kumari');
  await label('Email').fill(email);
  await label('Phone number (10 digits)').fill('9876543210');
  await label('Academic percentage (85 to 100)').fill('91.5');
  await label('Enrollment number').fill(`BPT${unique()}`);
  await label('Personal statement (max 500 words)').fill('I want to help people walk again.');
  await label('Community involvement').fill('Weekend health camps.');
  await label('Income certificate (PDF, max 5MB)').setInputFiles(pdf(incomeFile));
  await label('Recommendation letter (PDF, max 5MB)').setInputFiles(pdf('letter.pdf'));
  await label('Academic transcript (PDF, max 5MB)').setInputFiles(pdf('transcript.pdf'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').getByText('Form submitted successfully!')).toBeVisible();
  const reference = await referenceIn(page);
  expect(reference).toMatch(/^SCH-/);

  const admin = await adminPage(browser);
  const dialog = await openInInbox(admin, reference, 'Scholarship application');
  await expect(dialog).toContainText('Meena Kumari');
  await expect(dialog).toContainText(email);
  const files = dialog.getByRole('region', { name: 'Files' }).getByRole('link');
  await expect(files).toHaveCount(3);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    dialog.getByRole('link', { name: new RegExp(`Download Income certificate: ${incomeFile}`) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(incomeFile);
  const saved = await download.path();
  expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await accept(dialog);
  await admin.context().close();

  const status = await checkStatus(page, reference, email);
  await expect(status.getByRole('heading', { level: 2 })).toHaveText(`Application ${reference}`);
  await expect(status).toContainText('Status: Accepted');
});

test('an admission enquiry from the pop-up reaches the inbox, is accepted, and the visitor sees Accepted', async ({ page, browser }) => {
  const email = `enquirer-${unique()}@example.com`;
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Open admission form' }).click();
  const form = page.getByRole('dialog', { name: 'Admission Enquiry - BPT Programme' });
  await form.getByLabel('Full Name').fill('Ravi Teja');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone Number').fill('9876501234');
  await form.getByLabel('NEET Rank (if applicable)').fill('12345');
  await form.getByLabel('Quota Preference').selectOption('convener');
  await form.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(form.getByRole('status')).toContainText('Thank you! Your enquiry has reached the admissions office.');
  const reference = await referenceIn(form);
  expect(reference).toMatch(/^ADM-/);
  await form.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(form).toBeHidden();

  const admin = await adminPage(browser);
  const dialog = await openInInbox(admin, reference, 'Admission enquiry');
  await expect(dialog).toContainText('12345');
  await accept(dialog);
  await admin.context().close();

  const status = await checkStatus(page, reference, email);
  await expect(status).toContainText('Status: Accepted');
});

test('the status page: empty fields are described by their messages; a reference with the wrong e-mail matches nothing; axe; 360 px', async ({ page }) => {
  await page.goto('/applications/status');
  await page.getByRole('button', { name: 'Check status' }).click();
  // on the prerendered page, hydrated: each message is its field's own description
  await expect(page.getByLabel('Reference number')).toHaveAccessibleDescription('For example SCH-7K3M-Q9XD Reference number is required');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Email is required');
  const status = await checkStatus(page, 'SCH-0000-0000', 'nobody@example.com');
  await expect(status).toHaveText('No application matches that reference number and e-mail address.');
  await expect(page).toHaveTitle('Application Status | Physiotherapy College');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /status of your scholarship application/);
  await expectNoA11yViolationsInMain(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
});

test.describe('the inbox', () => {
  test.use({ storageState: storageStateOf.admin });

  test('axe on the list and an open submission; the export link carries the filters', async ({ page }) => {
    await page.goto('/admin-dashboard/inbox');
    const sent = await page.request.post('/api/submissions/book-request', {
      data: { bookTitle: 'Orthopedic Physical Assessment', email: `reader-${unique()}@example.com`, website: '' },
      headers: { Origin: new URL(page.url()).origin, 'Idempotency-Key': randomUUID() },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Submissions' })).toBeVisible();
    await page.getByLabel('Kind').selectOption('book-request');
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/inbox/export.csv?kind=book-request');
    await expectNoA11yViolations(page);
    await page
      .getByRole('button', { name: /^Open BOOK-/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Book request BOOK-/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
  });
});
