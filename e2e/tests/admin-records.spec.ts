// The admin's academic records: teaching assignments (assign, refuse a duplicate, remove), reopening a
// published assessment, a faculty member's classes, analytics as charts with their tables, a student's
// subjects and grades, the grade scale.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storageStateOf } from './accounts.ts';
import { apiCreateSubject, search } from './admin-helpers.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';
import { pdfText } from './pdf.ts';

test.use({ storageState: storageStateOf.admin });

const PREVIOUS_YEAR = '2025-26';

async function chooseFacultyDemoA(page: Page) {
  await search(page, 'Search faculty', 'Demo A');
  await page.getByRole('button', { name: /^Faculty Demo A/ }).click();
}

async function chooseDemoStudent(page: Page) {
  await search(page, 'Search students', 'DEMO-BPT-01');
  await page.getByRole('button', { name: /^Student Demo\b.*DEMO-BPT-01/ }).click();
}

test('the admin assigns a subject to a faculty member, cannot assign it twice, and removes it', async ({ page }) => {
  const subject = await apiCreateSubject(page.request, 'THIRD');
  await page.goto('/admin-dashboard/faculty-subjects');
  await expect(page.getByRole('heading', { level: 1, name: 'Faculty Subjects' })).toBeVisible();
  await expect(page.getByLabel('Academic year')).toHaveValue('2026-27');
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Faculty is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'Faculty' }).selectOption({ label: 'Faculty Demo F (Lecturer)' });
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: `${subject.code} ${subject.name} (Third Year)` });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${subject.name} assigned to Faculty Demo F.` })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(subject.code) });
  await expect(row).toContainText('Faculty Demo F');

  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: `${subject.code} ${subject.name} (Third Year)` });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Status: 409' })).toBeVisible();

  await row.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test("the admin reopens a published assessment from the subject's assessments", async ({ page }) => {
  await page.goto('/admin-dashboard/faculty-subjects');
  await page.getByLabel('Academic year').selectOption(PREVIOUS_YEAR);
  await page.getByRole('button', { name: 'Assessments of Human Anatomy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Assessments: .* Human Anatomy, 2025-26$/ });
  await expect(dialog.getByRole('row', { name: /Internal 1/ })).toContainText('Published');
  await dialog.getByRole('button', { name: 'Reopen Internal 1' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Internal 1 is a draft again: its faculty can change the marks.');
  await expect(dialog.getByRole('row', { name: /Internal 1/ })).toContainText('Draft');
  await expectNoA11yViolations(page);

  // publish it again, so the demo's results stay as seeded
  const subjects = (await (await page.request.get('/api/subjects?year=FIRST')).json()) as { id: number; name: string }[];
  const anatomy = subjects.find((s) => s.name === 'Human Anatomy');
  const assessments = (await (await page.request.get(`/api/subjects/${anatomy?.id}/assessments?academicYear=${PREVIOUS_YEAR}`)).json()) as {
    id: number;
    name: string;
    version: number;
  }[];
  const internal = assessments.find((a) => a.name === 'Internal 1');
  // students other tests add to that class meanwhile have no mark yet: Absent for them, or publishing is refused
  const sheet = (await (await page.request.get(`/api/assessments/${internal?.id}/marks`)).json()) as {
    version: number;
    entries: { student: { id: number }; marks: number | null; absent: boolean }[];
  };
  const missing = sheet.entries.filter((entry) => entry.marks === null && !entry.absent);
  let version = sheet.version;
  if (missing.length > 0) {
    const filled = await page.request.put(`/api/assessments/${internal?.id}/marks`, {
      data: { version, entries: missing.map((entry) => ({ studentId: entry.student.id, marks: null, absent: true })) },
    });
    expect(filled.status(), await filled.text()).toBe(200);
    version = ((await filled.json()) as { version: number }).version;
  }
  const published = await page.request.post(`/api/assessments/${internal?.id}/publish`, { data: { version } });
  expect(published.status(), await published.text()).toBe(200);
});

test('analytics: pass rate and grade distribution as charts, each with its table', async ({ page }) => {
  await page.goto('/admin-dashboard/faculty-analytics');
  await page.getByLabel('Academic year').selectOption(PREVIOUS_YEAR);
  await page.getByLabel('Year of study').selectOption('FIRST');
  const pass = page.getByRole('figure', { name: 'Pass rate per subject' });
  await expect(pass.getByRole('img')).toHaveAttribute('aria-label', /^Pass rate per subject\. BPT101: \d+\.\d%/);
  await expect(pass.getByRole('table', { name: 'Pass rate per subject' }).getByRole('row', { name: /Human Anatomy/ })).toBeVisible();
  const anatomy = page.getByRole('figure', { name: /Human Anatomy: students per grade/ });
  await expect(anatomy.getByRole('img')).toHaveAttribute('aria-label', /students\. A\+: \d+/);
  await expect(anatomy.getByRole('table').getByRole('columnheader')).toHaveText(['Grade', 'Students']);
  await expectNoA11yViolations(page);
});

test("a faculty member's students by subject, a student's subjects and grades, and the grade scale", async ({ page }) => {
  await page.goto('/admin-dashboard/faculty-students');
  await chooseFacultyDemoA(page);
  await expect(page.getByRole('heading', { level: 2, name: /Pathology and Microbiology|BPT201/ })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Students of / })
      .first()
      .getByRole('row')
      .nth(1),
  ).toBeVisible();

  await page.goto('/admin-dashboard/student-subjects');
  await chooseDemoStudent(page);
  const subjects = page.getByRole('table', { name: /^Subjects of Student Demo \(Second Year, 2026-27\)/ });
  await expect(subjects.getByRole('row', { name: /BPT201/ })).toContainText('Faculty Demo A');

  await page.goto('/admin-dashboard/student-grades');
  await chooseDemoStudent(page);
  await expect(page.getByRole('heading', { name: 'Published results of Student Demo' })).toBeVisible();
  await expect(page.getByText('CGPA')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^2025-26, First Year SGPA \d+\.\d\d$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Results of Student Demo, 2025-26' }).getByRole('row', { name: /Human Anatomy/ })).toBeVisible();
  // any student's transcript and marksheets (CONTRACT section 10), made by the API as PDFs
  const [transcript] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Transcript of Student Demo (PDF)' }).click()]);
  expect(await pdfText(await readFile(await transcript.path()))).toContain('Transcript of academic record');
  await expect(page.getByRole('link', { name: 'Marksheet 2025-26 (PDF)' })).toHaveAttribute('href', /\/marksheets\/2025-26$/);
  const scale = page.getByRole('table', { name: 'Grade scale' });
  await expect(scale.getByLabel('Letter, band 1')).toHaveValue('A+');
  await page.getByRole('button', { name: 'Save grade scale' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Grade scale saved.' })).toBeVisible();
  await scale.getByLabel('From %, band 1').fill('75');
  await page.getByRole('button', { name: 'Save grade scale' }).click();
  await expect(page.getByRole('alert')).toHaveText('Two bands have the same minimum percentage');
});

test('the record screens pass axe and fit 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const section of ['faculty-subjects', 'faculty-students', 'faculty-analytics', 'student-subjects', 'student-grades']) {
    await page.goto(`/admin-dashboard/${section}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Admin Dashboard');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    if (section.startsWith('faculty-students')) await chooseFacultyDemoA(page);
    if (section.startsWith('student-')) await chooseDemoStudent(page);
    if (section === 'faculty-analytics') await expect(page.getByRole('figure').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  }
});
