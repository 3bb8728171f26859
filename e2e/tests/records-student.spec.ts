// Student academic records: the Subjects, Results and Fees sections of the dashboard, and a printable
// fee receipt. The published result is made through the admin API first (an assessment of the
// student's year, marked and published), so the spec does not depend on the faculty journeys.
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { ownUserId, storageStateOf } from './accounts.ts';
import { expect, expectNoA11yViolationsInMain, expectNoHorizontalScroll, test } from './fixtures.ts';

const ACADEMIC_YEAR = '2026-27';
const SUBJECT_CODE = 'BPT202';
const NAME = 'E2E published test';

interface StudentResults {
  years: {
    academicYear: string;
    sgpa: number | null;
    subjects: { subject: { code: string; name: string }; grade: string; gradePoint: number; percentage: number }[];
  }[];
  cgpa: number | null;
}

/** A published assessment of the demo student's year: 36 of 40 for everyone. Leftovers of earlier runs go first. */
async function publishAnAssessment(admin: APIRequestContext): Promise<number> {
  const assignments = (await (await admin.get(`/api/teaching-assignments?academicYear=${ACADEMIC_YEAR}`)).json()) as {
    subject: { id: number; code: string };
  }[];
  const subjectId = assignments.find((a) => a.subject.code === SUBJECT_CODE)?.subject.id;
  expect(subjectId).toBeDefined();
  const existing = (await (await admin.get(`/api/subjects/${subjectId}/assessments?academicYear=${ACADEMIC_YEAR}`)).json()) as { id: number; name: string }[];
  for (const old of existing.filter((a) => a.name === NAME)) await admin.delete(`/api/assessments/${old.id}`);
  const created = await admin.post(`/api/subjects/${subjectId}/assessments`, {
    data: { academicYear: ACADEMIC_YEAR, name: NAME, maxMarks: 40, date: '2026-11-02', weight: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const sheet = (await (await admin.get(`/api/assessments/${id}/marks`)).json()) as { version: number; entries: { student: { id: number } }[] };
  const saved = await admin.put(`/api/assessments/${id}/marks`, {
    data: { version: sheet.version, entries: sheet.entries.map((entry) => ({ studentId: entry.student.id, marks: 36, absent: false })) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  expect((await admin.post(`/api/assessments/${id}/publish`, { data: { version } })).status()).toBe(200);
  return id;
}

test.describe('signed in as the demo student', () => {
  test.use({ storageState: storageStateOf.student });
  let assessmentId = 0;

  test.beforeAll(async ({ baseURL }) => {
    const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
    assessmentId = await publishAnAssessment(admin);
    await admin.dispose();
  });

  test.afterAll(async ({ baseURL }) => {
    const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
    await admin.delete(`/api/assessments/${assessmentId}`);
    await admin.dispose();
  });

  test('Subjects: the subjects of the own year with who teaches them', async ({ page }) => {
    const id = await ownUserId(page);
    await page.goto(`/student-dashboard/${id}`);
    const table = page.getByRole('table', { name: 'Subjects and teachers' });
    await expect(table.getByRole('row').filter({ hasText: 'Pharmacology (BPT202)' })).toContainText('Faculty Demo A');
    await expect(page.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Subjects' })).toHaveAttribute('aria-current', 'page');
  });

  test('Results: the published result with its grade, SGPA, CGPA and the grade scale; axe, 390 px', async ({ page }) => {
    const id = await ownUserId(page);
    const results = (await (await page.request.get(`/api/students/${id}/results`)).json()) as StudentResults;
    const year = results.years.find((y) => y.academicYear === ACADEMIC_YEAR);
    const pharmacology = year?.subjects.find((s) => s.subject.code === SUBJECT_CODE);
    expect(pharmacology, 'the published assessment gives a result').toBeDefined();

    await page.goto(`/student-dashboard/${id}`);
    const results_ = page.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Results' });
    await results_.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/student-dashboard/${id}/results$`));
    await expect(page).toHaveTitle('Results | Student Dashboard | Physiotherapy College');

    const section = page.getByRole('region', { name: /^2026-27, Second Year$/ });
    const row = section.getByRole('row').filter({ hasText: 'Pharmacology (BPT202)' });
    await expect(row).toContainText(`${NAME}: 36 / 40`);
    await expect(row.getByRole('cell').nth(3)).toHaveText(pharmacology?.grade ?? '');
    await expect(row.getByRole('cell').nth(4)).toHaveText(String(pharmacology?.gradePoint));
    await expect(row).toContainText(pharmacology && pharmacology.gradePoint > 0 ? 'Pass' : 'Fail');
    await expect(section).toContainText(`SGPA: ${year?.sgpa?.toFixed(2)}`);
    await expect(page.getByText(`CGPA: ${results.cgpa?.toFixed(2)}`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Grade scale' }).getByRole('row').nth(1)).toContainText('and above');
    await expectNoA11yViolationsInMain(page);
    await page.setViewportSize({ width: 1366, height: 800 });
    await expectNoHorizontalScroll(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoHorizontalScroll(page);
  });

  test('Fees: charges, the overdue one in words, totals, payments; the receipt page prints only the receipt', async ({ page }) => {
    const id = await ownUserId(page);
    const fees = (await (await page.request.get(`/api/students/${id}/fees`)).json()) as {
      totals: { due: number };
      payments: { id: number; receiptNumber: string }[];
    };
    const payment = fees.payments.at(-1);
    expect(payment).toBeDefined();
    await page.goto(`/student-dashboard/${id}/fees`);
    await expect(page.getByRole('heading', { level: 2, name: 'Fees' })).toBeVisible();
    const due = page.getByRole('term').filter({ hasText: /^Amount due$/ });
    await expect(due.locator('xpath=following-sibling::dd[1]')).toHaveText(`₹${fees.totals.due.toLocaleString('en-IN')}`);
    await expect(
      page
        .getByRole('table', { name: 'Charges' })
        .getByRole('row')
        .filter({ hasText: /overdue since/ })
        .first(),
    ).toBeVisible();
    await expectNoA11yViolationsInMain(page);
    await page.setViewportSize({ width: 1366, height: 800 });
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: `Print receipt ${payment?.receiptNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/student-dashboard/${id}/receipts/${payment?.id}$`));
    const receipt = page.getByRole('article', { name: 'Fee receipt' });
    await expect(receipt).toContainText(payment?.receiptNumber ?? '');
    await expect(receipt).toContainText('College of Physiotherapy');
    await expect(page).toHaveTitle(`Receipt ${payment?.receiptNumber} | Student Dashboard | Physiotherapy College`);
    await expectNoA11yViolationsInMain(page);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    for (const chrome of [
      page.locator('header.site-header'),
      page.locator('footer.site-footer'),
      page.getByRole('heading', { level: 1, name: 'Student Dashboard' }),
      page.getByRole('button', { name: 'Logout' }),
      page.getByRole('link', { name: 'Back to fees' }),
    ]) {
      await expect(chrome).toBeHidden();
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Back to fees' }).click();
    await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("another student's receipt is refused without telling whether it exists", async ({ page }) => {
    const id = await ownUserId(page);
    await page.goto(`/student-dashboard/${id}/receipts/999999`);
    await expect(page.getByRole('alert')).toHaveText('This receipt is not one of yours.');
  });
});
