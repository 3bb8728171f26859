// Scholarship application /scholarships-form: every message of SPEC section 5, the 500-word rule,
// PDF-only files, the submit path (sent to the college, reference shown, 5 s confirmation, reset) and the
// WhatsApp message path.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const chatNumber = '910000000000';
const label = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone number (10 digits)',
  percentage: 'Academic percentage (85 to 100)',
  enrollment: 'Enrollment number',
  statement: 'Personal statement (max 500 words)',
  involvement: 'Community involvement',
  income: 'Income certificate (PDF, max 5MB)',
  letter: 'Recommendation letter (PDF, max 5MB)',
  transcript: 'Academic transcript (PDF, max 5MB)',
};

async function isolate(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort('blockedbyclient'));
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title><p>chat stub</p>' }));
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function fillValid(page: Page, statement = 'I want to help people move better.', involvement = 'Volunteer at health camps.') {
  await field(page, label.fullName).fill('Ravi Kumar');
  await field(page, label.email).fill('ravi@example.com');
  await field(page, label.phone).fill('9876543210');
  await field(page, label.percentage).fill('92.75');
  await field(page, label.enrollment).fill('BPT2025001');
  await field(page, label.statement).fill(statement);
  await field(page, label.involvement).fill(involvement);
  await field(page, label.income).setInputFiles(pdf('income.pdf'));
  await field(page, label.letter).setInputFiles(pdf('letter.pdf'));
  await field(page, label.transcript).setInputFiles(pdf('transcript.pdf'));
}

async function expectReset(page: Page) {
  for (const name of [label.fullName, label.email, label.phone, label.percentage, label.enrollment, label.statement, label.involvement]) {
    await expect(field(page, name)).toHaveValue('');
  }
  expect(await field(page, label.income).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
}

test.beforeEach(async ({ context, page }) => {
  await isolate(context);
  await page.clock.install();
  await page.goto('/scholarships-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship Application Form' })).toBeVisible();
});

test('an empty form shows every required message beside its field', async ({ page }) => {
  await expect(page).toHaveTitle('Scholarship Application Form | Physiotherapy College');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(field(page, label.percentage)).toHaveAttribute('min', '85');
  await expect(field(page, label.percentage)).toHaveAttribute('max', '100');
  await expect(field(page, label.percentage)).toHaveAttribute('step', '0.01');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(field(page, label.fullName)).toBeFocused();
  await expect(page.getByRole('status')).toContainText('Please correct 10 fields');
  const expected: [string, string][] = [
    [label.fullName, 'Full name is required'],
    [label.email, 'Email is required'],
    [label.phone, 'Phone number is required'],
    [label.percentage, 'Academic percentage is required'],
    [label.enrollment, 'Enrollment number is required'],
    [label.statement, '0 / 500 words Personal statement is required'],
    [label.involvement, 'Community involvement description is required'],
    [label.income, 'Income certificate is required'],
    [label.letter, 'Recommendation letter is required'],
    [label.transcript, 'Academic transcript is required'],
  ];
  for (const [name, message] of expected) {
    await expect(field(page, name)).toHaveAccessibleDescription(message);
    await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  }
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
});

test('format, range, word-count and PDF rules', async ({ page }) => {
  await fillValid(page);
  await field(page, label.email).fill('ravi@');
  await field(page, label.phone).fill('98765');
  await field(page, label.percentage).fill('84.5');
  await field(page, label.income).setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(field(page, label.email)).toHaveAccessibleDescription('Invalid email address');
  await expect(field(page, label.phone)).toHaveAccessibleDescription('Phone number must be 10 digits');
  await expect(field(page, label.percentage)).toHaveAccessibleDescription('Minimum 85% is required');
  await expect(field(page, label.income)).toHaveAccessibleDescription('Only PDF files are allowed');
  await expect(field(page, label.email)).toBeFocused();

  await field(page, label.percentage).fill('100.5');
  await expect(field(page, label.percentage)).toHaveAccessibleDescription('Percentage cannot exceed 100');
  await field(page, label.percentage).fill('100');
  await expect(field(page, label.percentage)).not.toHaveAttribute('aria-invalid', 'true');

  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  await field(page, label.statement).fill(words(500));
  await expect(page.getByText('500 / 500 words')).toBeVisible();
  await expect(field(page, label.statement)).toHaveAccessibleDescription('500 / 500 words');
  await field(page, label.statement).fill(words(501));
  await expect(field(page, label.statement)).toHaveAccessibleDescription('501 / 500 words Personal statement must be 500 words or less');
});

test('submit sends the application once (double click), resets the form and shows the confirmation for 5 s with the reference', async ({ page }) => {
  await fillValid(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/submissions/scholarship')) sent.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('button', { name: 'Submit Application' }).dblclick();
  const confirmation = page.getByRole('status').getByText('Form submitted successfully!');
  await expect(confirmation).toBeVisible();
  const status = page.getByRole('status');
  await expect(status).toContainText(/Your reference number: SCH-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expect(status.getByRole('link', { name: 'Check the status of your application' })).toHaveAttribute('href', '/applications/status');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expectReset(page);
  await page.clock.fastForward(4000);
  await expect(confirmation).toBeVisible();
  await page.clock.fastForward(1100);
  await expect(confirmation).toBeHidden();
  await expect(status).toContainText(/SCH-/);
});

test("the server's refusal shows at its field, a limit or a lost connection above the buttons, and the form is kept", async ({ page }) => {
  await fillValid(page);
  const answers = [
    { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Only PDF files are allowed', field: 'recommendationLetter' } },
    {
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many submissions from your network. Please try again in a few minutes.' },
    },
  ];
  await page.route('**/api/submissions/scholarship', async (route) => {
    const answer = answers.shift();
    if (answer) await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
    else await route.abort('connectionreset');
  });
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await expect(field(page, label.letter)).toHaveAccessibleDescription('Only PDF files are allowed');
  await expect(field(page, label.letter)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, label.letter)).toBeFocused();
  await submit.click();
  await expect(page.getByRole('status')).toContainText('Too many submissions from your network. Please try again in a few minutes.');
  await submit.click();
  await expect(page.getByRole('status')).toContainText('We could not reach the college. Check your connection and try again; your form is kept.');
  await expect(field(page, label.fullName)).toHaveValue('Ravi Kumar');
  await expect(page.getByRole('status').getByText('Form submitted successfully!')).toBeHidden();
});

test('the message button opens WhatsApp with a pre-filled message, then resets and confirms', async ({ page, context }) => {
  const statement = `${'Physiotherapy changes lives. '.repeat(12)}END`;
  await fillValid(page, statement, 'Health camps every month.');
  const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Send via WhatsApp' }).click()]);
  const url = new URL(chat.url());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${chatNumber}`);
  expect(url.searchParams.get('text')?.split('\n')).toEqual([
    '*Scholarship Application*',
    'Full Name: Ravi Kumar',
    'Email: ravi@example.com',
    'Phone: 9876543210',
    'Academic Percentage: 92.75%',
    'Enrollment Number: BPT2025001',
    `Personal Statement: ${statement.slice(0, 200)}...`,
    'Community Involvement: Health camps every month.',
    'Documents: income certificate, recommendation letter and academic transcript (PDF) will be shared separately.',
  ]);
  await expect(page.getByRole('status').getByText('Form submitted successfully!')).toBeVisible();
  await expectReset(page);
});
