// A forgotten password, reset through the mail: "Forgot password?" on the login page, the same answer for an
// address with no account, the link read from the test's SMTP server (e2e/mailbox.ts), a new password chosen
// through it, the sign-in with it, and the used link refused.
import { request as playwrightRequest } from '@playwright/test';
import { mailsTo } from '../mailbox.ts';
import { createStudent, signInThroughPage, storageStateOf } from './accounts.ts';
import { unique } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

const RESET_SUBJECT = 'Reset your college portal password';
const SAME_ANSWER = /^If an account uses this address, we have sent it a link to choose a new password\./;

/** The reset link of the newest reset mail to an address, once the outbox has sent it. */
async function resetLinkSentTo(address: string, count: number): Promise<string> {
  const resets = () => mailsTo(address).filter((mail) => mail.subject === RESET_SUBJECT);
  await expect.poll(() => resets().length, { timeout: 20_000, message: `reset mail number ${count} to ${address}` }).toBe(count);
  const mail = resets().at(-1);
  expect(mail?.text).toContain('within 30 minutes');
  return /http\S+#reset=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
}

test('a forgotten password reset through the mail', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
  const student = await createStudent(admin);
  await admin.dispose();

  await page.goto('/student-login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoA11yViolations(page);

  // an address with no account gets the very same answer, and no mail
  const nobody = `e2e-nobody-${unique()}@example.test`;
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const answer = page.getByRole('status').filter({ hasText: /\S/ });
  await expect(answer).toHaveText(SAME_ANSWER);
  const answerForNobody = await answer.textContent();

  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const link = await resetLinkSentTo(student.email, 1);
  await expect(answer).toHaveText(answerForNobody ?? '');
  expect(mailsTo(nobody)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('tide-orchard-84-lamp');
  await page.getByLabel('Repeat new password', { exact: true }).fill('tide-orchard-84-lamp');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is set. Sign in with it now.' })).toBeVisible();
  // the used secret has left the address bar
  expect(new URL(page.url()).hash).toBe('');

  // the one-time password of before no longer signs in; the new one does, with no password step first
  await signInThroughPage(page, '/student-login', student.email, student.initialPassword);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('tide-orchard-84-lamp');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student-dashboard\/\d+$/);

  // the link works once (opened while signed in, the login page still follows it)
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-try-55-heron');
  await page.getByLabel('Repeat new password', { exact: true }).fill('second-try-55-heron');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('This link has expired or has already been used. Ask for a new one.');
});

test('every login page offers "Forgot password?", reachable by keyboard', async ({ page }) => {
  for (const path of ['/student-login', '/faculty-login']) {
    await page.goto(path);
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await forgot.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  }
});
