// A marksheet verified on the public page: the student downloads the marksheet of a year from Results, the
// PDF's text (read back with pdfjs-dist) carries a code, and anyone signed out sees on /verify whose document
// it is and what it states. Also: a mistyped and an unknown code, the transcript link, axe and 360 px.
import { readFile } from 'node:fs/promises';
import { ownUserId, storageStateOf } from './accounts.ts';
import { expect, expectNoA11yViolationsInMain, expectNoHorizontalScroll, test } from './fixtures.ts';
import { pdfText } from './pdf.ts';

type Results = { years: { academicYear: string; sgpa: number | null; subjects: { subject: { code: string; name: string }; grade: string }[] }[] };

test.use({ storageState: storageStateOf.student });

test('a marksheet verified on the public page', async ({ page, browser, baseURL }) => {
  const id = await ownUserId(page);
  const results = (await (await page.request.get(`/api/students/${id}/results`)).json()) as Results;
  const year = results.years[0];
  if (!year) throw new Error('the demo student has published results');

  await page.goto(`/student-dashboard/${id}/results`);
  await expect(page.getByRole('link', { name: 'Download transcript (PDF)' })).toHaveAttribute('href', `/api/students/${id}/transcript`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download marksheet ${year.academicYear} (PDF)` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`marksheet-${year.academicYear}.pdf`);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain('Name: Student Demo');
  const code = /Verification code: ([A-Z0-9-]{14})/.exec(text)?.[1];
  if (!code) throw new Error(`no verification code in the marksheet:\n${text}`);

  // an employer, signed out, with the paper copy
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/verify');
  await expect(publicPage).toHaveTitle('Verify a Marksheet or Transcript | Physiotherapy College');
  await expect(publicPage.locator('meta[name="description"]')).toHaveAttribute('content', /verification code/);
  const field = publicPage.getByLabel('Verification code');
  await field.fill('ABCD-EFGH');
  await publicPage.getByRole('button', { name: 'Verify' }).click();
  await expect(field).toHaveAccessibleDescription(/A verification code has twelve letters and digits/);
  await field.fill('ABCD-EFGH-JKMN');
  await field.press('Enter');
  await expect(publicPage.getByRole('status')).toContainText('No marksheet, transcript or hall ticket has this verification code.');

  // typed as people type it off paper: lower case, spaces for dashes
  await field.fill(code.toLowerCase().replaceAll('-', ' '));
  await publicPage.getByRole('button', { name: 'Verify' }).click();
  const document = publicPage.getByRole('article', { name: `Marksheet ${code}` });
  await expect(document).toContainText('Issued by the college: College of Physiotherapy');
  await expect(document).toContainText('NameStudent Demo');
  await expect(document).toContainText('Enrollment numberDEMO-BPT-01');
  const subjects = document.getByRole('table', { name: new RegExp(`^Subjects, .*, ${year.academicYear}$`) });
  for (const subject of year.subjects) {
    await expect(subjects.getByRole('row', { name: new RegExp(subject.subject.name) })).toContainText(subject.subject.code);
  }
  if (year.sgpa !== null) await expect(document).toContainText(`SGPA: ${year.sgpa.toFixed(2)}`);
  await expect(document).not.toContainText('CGPA');
  await expectNoA11yViolationsInMain(publicPage);
  await publicPage.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(publicPage);
  await visitor.close();
});
