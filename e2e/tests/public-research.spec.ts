// Research and development /services/research-laboratory: initiatives, highlights and the proposal
// form (required fields, PDF up to 5MB, sent to the research coordinator with its document and a reference,
// or the WhatsApp hand-off with the truncated description from the second button).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const researchChatNumber = '910000000001';

async function isolate(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title><p>chat stub</p>' }));
}

/** Accepts every window.alert and records its text. */
function recordAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

const pdf = (name: string, bytes: number) => {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.write('%PDF-1.4\n');
  buffer.write('%%EOF', bytes - 5);
  return { name, mimeType: 'application/pdf', buffer };
};

async function fillProposal(page: Page, description: string) {
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Research topic(s)').fill('gait, stroke,rehabilitation');
  await page.getByLabel('Proposal title').fill('Gait recovery after stroke');
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Supporting document (PDF only, max 5MB)').setInputFiles(pdf('proposal.pdf', 2048));
}

test.beforeEach(async ({ context, page }) => {
  await isolate(context);
  await page.goto('/services/research-laboratory');
  await expect(page.getByRole('heading', { level: 1, name: 'Research and Development' })).toBeVisible();
});

test('shows initiatives, highlights, meta; passes axe and fits 360 px', async ({ page }) => {
  await expect(page).toHaveTitle('Research and Development | Physiotherapy College');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  const initiatives = page.getByRole('region', { name: 'Research Initiatives' });
  await expect(initiatives.getByRole('heading', { level: 3 })).toHaveText(['Thesis Writing', 'Clinical Research', 'Publications', 'Workshops & Seminars']);
  await expect(page.getByRole('region', { name: 'Research Highlights' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('Supporting document (PDF only, max 5MB)')).toBeVisible();
  await expect(page.getByLabel('Supporting document (PDF only, max 5MB)')).toHaveAttribute('accept', '.pdf,application/pdf');
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
});

test('empty required fields alert and send nothing', async ({ page, context }) => {
  const alerts = recordAlerts(page);
  let opened = 0;
  context.on('page', () => opened++);
  await page.getByLabel('Name').fill('Asha');
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect.poll(() => alerts).toEqual(['Please fill out all required fields.']);
  await expect(page.getByText('Please fill out all required fields.')).toBeVisible();
  expect(opened).toBe(0);
  await expect(page.getByLabel('Name')).toHaveValue('Asha');
});

test('only PDF files up to 5MB are accepted', async ({ page }) => {
  const file = page.getByLabel('Supporting document (PDF only, max 5MB)');
  await file.setInputFiles({ name: 'notes.docx', mimeType: 'application/msword', buffer: Buffer.from('doc') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF files are allowed.' })).toBeVisible();
  expect(await file.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await file.setInputFiles(pdf('big.pdf', 5 * 1024 * 1024 + 1));
  await expect(page.getByRole('alert').filter({ hasText: 'larger than 5MB' })).toBeVisible();
  expect(await file.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await file.setInputFiles(pdf('proposal.pdf', 1024));
  await expect(page.locator('#research-document-error')).toHaveText('');
  expect(await file.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
});

test('Submit Proposal sends the proposal with its document to the coordinator once, clears the form and shows the reference', async ({ page, context }) => {
  let opened = 0;
  context.on('page', () => opened++);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/submissions/research-proposal')) sent.push(request.headers()['content-type'] ?? '');
  });
  await fillProposal(page, 'Gait training after stroke.');
  await page.getByRole('button', { name: 'Submit Proposal' }).dblclick();
  await expect(page.getByText('Thank you! Your proposal has reached the research coordinator.')).toBeVisible();
  await expect(page.getByText(/Your reference number: RES-[0-9A-Z]{4}-[0-9A-Z]{4}/)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^multipart\/form-data; boundary=/);
  for (const label of ['Name', 'Email', 'Research topic(s)', 'Proposal title', 'Description']) await expect(page.getByLabel(label)).toHaveValue('');
  expect(opened).toBe(0);
});

test('Send via WhatsApp opens WhatsApp with the message, clears the form and confirms', async ({ page, context }) => {
  const alerts = recordAlerts(page);
  const description = `${'Gait training after stroke. '.repeat(10)}END`;
  await fillProposal(page, description);

  const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Send via WhatsApp' }).click()]);
  const url = new URL(chat.url());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${researchChatNumber}`);
  expect(url.searchParams.get('text')?.split('\n')).toEqual([
    '*New Research Proposal*',
    'Name: Asha Rao',
    'Email: asha@example.com',
    'Topic: gait, stroke, rehabilitation',
    'Title: Gait recovery after stroke',
    `Description: ${description.slice(0, 200)}... [Truncated]`,
    'Supporting Document: Attached (will be sent separately)',
  ]);

  await expect.poll(() => alerts).toEqual(['Proposal submitted via WhatsApp! Please send any supporting document separately if applicable.']);
  for (const label of ['Name', 'Email', 'Research topic(s)', 'Proposal title', 'Description']) await expect(page.getByLabel(label)).toHaveValue('');
  expect(await page.getByLabel('Supporting document (PDF only, max 5MB)').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await expect(page.getByText('Proposal submitted via WhatsApp!')).toBeVisible();
});
