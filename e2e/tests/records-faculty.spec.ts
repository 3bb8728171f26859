// Faculty academic records: My subjects, a subject's page, adding an assessment, the marks grid
// (keyboard, a pasted column, checks at the cell, the unsaved draft), saving and publishing.
import { type APIRequestContext, type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { ownUserId, storageStateOf } from './accounts.ts';
import { expect, expectNoA11yViolationsInMain, expectNoHorizontalScroll, test } from './fixtures.ts';

const SUBJECT = 'Pathology and Microbiology (BPT201)';
const PREFIX = 'E2E quiz';

/** Assessments this spec added on earlier runs go first, so the subject's weights stay under 100. */
async function removeOwnAssessments(admin: APIRequestContext, subjectId: number) {
  const assessments = (await (await admin.get(`/api/subjects/${subjectId}/assessments`)).json()) as { id: number; name: string }[];
  for (const assessment of assessments.filter((a) => a.name.startsWith(PREFIX))) {
    expect((await admin.delete(`/api/assessments/${assessment.id}`)).status()).toBe(200);
  }
}

async function withAdmin<T>(baseURL: string | undefined, work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf.admin });
  try {
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/** What a spreadsheet puts on the clipboard, pasted into a cell. */
async function pasteInto(cell: Locator, text: string) {
  await cell.focus();
  await cell.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const marksCells = (page: Page) => page.getByRole('textbox', { name: /^Marks for / });

test.describe('signed in as the demo faculty member', () => {
  test.use({ storageState: storageStateOf.faculty });

  test('My subjects lists the current year with students and published assessments', async ({ page }) => {
    const id = await ownUserId(page);
    await page.goto(`/faculty-dashboard/${id}`);
    const mySubjects = page.getByRole('region', { name: /^My subjects \(\d{4}-\d{2}\)$/ });
    await expect(mySubjects.getByRole('link', { name: SUBJECT })).toBeVisible();
    const card = mySubjects.getByRole('listitem').filter({ hasText: SUBJECT });
    await expect(card).toContainText('Second Year');
    await expect(card).toContainText(/\d+ students?/);
    await expect(card).toContainText(/\d+ of \d+ assessments? published|No assessments yet/);
    await expect(page.getByRole('heading', { name: 'Faculty Information' })).toBeVisible();
  });

  test('a subject: add an assessment, enter marks with the keyboard and a pasted column, save, keep a draft, publish', async ({ page, baseURL }) => {
    const id = await ownUserId(page);
    await page.goto(`/faculty-dashboard/${id}`);
    await page.getByRole('link', { name: SUBJECT }).click();
    await expect(page).toHaveURL(new RegExp(`/faculty-dashboard/${id}/subjects/\\d+$`));
    const subjectId = Number(page.url().split('/').pop());
    await withAdmin(baseURL, (admin) => removeOwnAssessments(admin, subjectId));

    // a nested address opened directly reaches the portal
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: SUBJECT })).toBeVisible();
    await expect(page).toHaveTitle('Pathology and Microbiology | Faculty Dashboard | Physiotherapy College');
    await expect(page.getByRole('table', { name: 'Students' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Students per grade, Pathology and Microbiology/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Students per grade, Pathology and Microbiology' })).toBeVisible();

    // Add assessment: a weight that takes the subject over 100% is refused at the field, by the form itself
    const form = page.getByRole('form', { name: 'Add assessment' });
    const name = `${PREFIX} ${Date.now().toString(36)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Maximum marks').fill('20');
    await form.getByLabel('Date').fill('2026-11-20');
    await form.getByLabel('Weight (%)').fill('100');
    await form.getByRole('button', { name: 'Add assessment' }).click();
    await expect(form.getByLabel('Weight (%)')).toHaveAccessibleDescription(/at most 100%/);
    await expect(form.getByLabel('Weight (%)')).toBeFocused();
    // the API's refusal is shown at the field too: another assessment was added since this page opened
    const other = await withAdmin(baseURL, async (admin) => {
      const response = await admin.post(`/api/subjects/${subjectId}/assessments`, {
        data: { academicYear: '2026-27', name: `${PREFIX} other`, maxMarks: 10, date: '2026-11-21', weight: 60 },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    });
    await form.getByLabel('Weight (%)').fill('20');
    await form.getByRole('button', { name: 'Add assessment' }).click();
    await expect(form.getByLabel('Weight (%)')).toHaveAccessibleDescription(/would add up to 110, more than 100/);
    await withAdmin(baseURL, async (admin) => expect((await admin.delete(`/api/assessments/${other}`)).status()).toBe(200));

    await form.getByLabel('Weight (%)').fill('5');
    await form.getByRole('button', { name: 'Add assessment' }).click();
    await expect(form.getByRole('status')).toHaveText(`Assessment '${name}' added.`);
    await expectNoA11yViolationsInMain(page);

    await page.getByRole('link', { name: `Enter marks: ${name}` }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const assessmentId = Number(page.url().split('/').pop());
    const cells = marksCells(page);
    const rows = await cells.count();
    expect(rows).toBeGreaterThan(3);

    // keyboard: Enter and ArrowDown go down, ArrowUp back without changing the number
    await cells.nth(0).click();
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await expect(cells.nth(1)).toBeFocused();
    await page.keyboard.type('12.5');
    await page.keyboard.press('ArrowDown');
    await expect(cells.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(cells.nth(1)).toBeFocused();
    await expect(cells.nth(1)).toHaveValue('12.5');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /^Absent: / }).nth(1)).toBeFocused();

    // a wrong mark is shown at its cell and in the summary, and nothing is saved
    await cells.nth(2).fill('25');
    await cells.nth(2).blur();
    await expect(cells.nth(2)).toHaveAttribute('aria-invalid', 'true');
    await expect(cells.nth(2)).toHaveAccessibleDescription('Marks must be between 0 and 20, or Absent');
    await page.getByRole('button', { name: 'Save marks' }).click();
    await expect(page.getByRole('alert')).toContainText('1 mark needs correcting before saving');

    // a column pasted from a spreadsheet fills this cell and the ones below
    const column = ['AB', ...Array.from({ length: rows - 3 }, (_, i) => String(10 + (i % 10) + 0.5))];
    await pasteInto(cells.nth(2), `${column.join('\r\n')}\r\n`);
    await expect(page.getByRole('checkbox', { name: /^Absent: / }).nth(2)).toBeChecked();
    await expect(cells.nth(rows - 1)).toHaveValue(column.at(-1) ?? '');
    await expect(cells.nth(2)).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolationsInMain(page);

    await page.getByRole('button', { name: 'Save marks' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marks saved.' })).toBeVisible();

    // an unsaved change survives leaving the page (after the beforeunload prompt) and is restored
    await cells.nth(0).fill('16');
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(prompts).toEqual(['beforeunload']);
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved marks restored' })).toBeVisible();
    await expect(marksCells(page).nth(0)).toHaveValue('16');
    await expect(marksCells(page).nth(1)).toHaveValue('12.5');
    await page.getByRole('button', { name: 'Save marks' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marks saved.' })).toBeVisible();

    // publish, confirmed in a dialog; then the grid is read-only
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish marks?' });
    await expect(dialog).toContainText('the college office can reopen them');
    await dialog.getByRole('button', { name: 'Publish marks' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Published on \d{1,2} \w+ \d{4}\. Ask the college office to reopen these marks to change them\.$/)).toBeVisible();
    await expect(marksCells(page).nth(0)).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Save marks' })).toHaveCount(0);

    await page.setViewportSize({ width: 1366, height: 800 });
    await expectNoHorizontalScroll(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Back to Pathology and Microbiology' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Published');
    await expectNoHorizontalScroll(page);

    await withAdmin(baseURL, async (admin) => expect((await admin.delete(`/api/assessments/${assessmentId}`)).status()).toBe(200));
  });

  test("a subject that is not the member's reads as not theirs", async ({ page }) => {
    const id = await ownUserId(page);
    await page.goto(`/faculty-dashboard/${id}/subjects/999999`);
    await expect(page.getByRole('alert')).toHaveText('This subject is not one of yours this academic year.');
    await expect(page.getByRole('link', { name: 'Back to My subjects' })).toBeVisible();
  });
});
