// The year-end promotion: the admin previews it, holds back a student who failed a subject, runs it; the
// held-back student stays in their year, another moves up, a final-year one graduates, each history shows
// it, and a second run (from a preview left open) changes nothing. It changes every student's year and the
// college's academic year, so it runs last in a project of its own (playwright.config.ts); alone:
// `playwright test tests/promotion.spec.ts --project=year-end --no-deps`. The stack's database keeps the
// promotion: running the suite again on it needs its folder (.data/pg-<offset>) removed first.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCreateSubject, ownAdminSession, unique } from './admin-helpers.ts';
import { demo, expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

type Student = { id: number; lastName: string; name: string };

async function newStudent(api: APIRequestContext, firstName: string, year: string): Promise<Student> {
  const lastName = `Promo${unique()}`;
  const response = await api.post('/api/students', {
    data: {
      firstName,
      lastName,
      fatherFirstName: 'Father',
      fatherLastName: lastName,
      motherFirstName: 'Mother',
      motherLastName: lastName,
      year,
      personalInfo: { gender: 'Female', nationality: 'Indian', religion: 'Not stated' },
      contactInfo: { email: `e2e-${unique()}@example.test` },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, lastName, name: `${firstName} ${lastName}` };
}

/**
 * A new first-year subject with a published exam in `academicYear`: `student` scores 12 of 100 (a failed
 * subject), the rest of the class 80. Its code is returned.
 */
async function failNewSubject(api: APIRequestContext, student: Student, academicYear: string): Promise<string> {
  const subject = await apiCreateSubject(api, 'FIRST');
  const created = await api.post(`/api/subjects/${subject.id}/assessments`, {
    data: { academicYear, name: 'University exam', maxMarks: 100, date: `${academicYear.slice(0, 4)}-11-20`, weight: 100 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const sheet = (await (await api.get(`/api/assessments/${id}/marks`)).json()) as { version: number; entries: { student: { id: number } }[] };
  const entries = sheet.entries.map((entry) => ({ studentId: entry.student.id, marks: entry.student.id === student.id ? 12 : 80, absent: false }));
  expect(entries.some((entry) => entry.studentId === student.id)).toBe(true);
  const marked = await api.put(`/api/assessments/${id}/marks`, { data: { version: sheet.version, entries } });
  expect(marked.status(), await marked.text()).toBe(200);
  const { version } = (await marked.json()) as { version: number };
  const published = await api.post(`/api/assessments/${id}/publish`, { data: { version } });
  expect(published.status(), await published.text()).toBe(200);
  return subject.code;
}

const yearOf = async (api: APIRequestContext, student: Student) => ((await (await api.get(`/api/students/${student.id}`)).json()) as { year: string }).year;

/** The section of one academic year on a course history page, by its heading. */
const historyYear = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

test('the admin previews, holds back a student with a failed subject and runs promotion; running it again changes nothing', async ({ page, context }) => {
  await ownAdminSession(page);
  const api = page.request;
  const { academicYear } = (await (await api.get('/api/settings')).json()) as { academicYear: string };
  const start = Number(academicYear.slice(0, 4));
  const next = `${start + 1}-${String((start + 2) % 100).padStart(2, '0')}`;
  const preview = (await (await api.get('/api/promotion')).json()) as { promoted: unknown };
  const calendarStart = new Date().getUTCMonth() >= 5 ? new Date().getUTCFullYear() : new Date().getUTCFullYear() - 1;
  if (preview.promoted || start !== calendarStart)
    throw new Error('This stack’s database was promoted by an earlier run: remove .data/pg-<offset> and run again');
  const failing = await newStudent(api, 'Failing', 'FIRST');
  const mover = await newStudent(api, 'Mover', 'SECOND');
  const finalist = await newStudent(api, 'Finalist', 'FOURTH');
  const failedCode = await failNewSubject(api, failing, academicYear);

  await page.goto('/admin-dashboard/promotion');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion' })).toBeVisible();
  await expect(page).toHaveTitle('Promotion | Admin Dashboard | Physiotherapy College');
  await expect(page.getByRole('heading', { level: 2, name: `Academic year ${academicYear}` })).toBeVisible();
  const failingRow = page
    .getByRole('table', { name: /^First Year: \d+ students?$/ })
    .getByRole('row')
    .filter({ hasText: failing.name });
  await expect(failingRow).toContainText(`Failed ${failedCode}`);
  await expect(failingRow.getByRole('cell').nth(2)).toHaveText('Hold back in First Year');
  const moverRow = page
    .getByRole('table', { name: /^Second Year: / })
    .getByRole('row')
    .filter({ hasText: mover.name });
  await expect(moverRow.getByRole('cell').nth(2)).toHaveText('Promote to Third Year');
  const finalistRow = page
    .getByRole('table', { name: /^Fourth Year: / })
    .getByRole('row')
    .filter({ hasText: finalist.name });
  await expect(finalistRow.getByRole('cell').nth(2)).toHaveText('Graduate');

  // the demo student, short of attendance, stays where the other journeys expect them
  await page.getByLabel('Decision for Student Demo', { exact: true }).selectOption({ label: 'Hold back in Second Year' });

  // the totals follow the decisions; the admin settles on holding the failing student back
  const totals = page.getByRole('region', { name: 'Promotion totals' });
  const heldBack = Number(await totals.getByRole('definition').nth(1).textContent());
  const decision = page.getByLabel(`Decision for ${failing.name}`);
  await decision.selectOption({ label: 'Promote to Second Year' });
  await expect(totals.getByRole('definition').nth(1)).toHaveText(String(heldBack - 1));
  await decision.selectOption({ label: 'Hold back in First Year' });
  await expect(totals.getByRole('definition').nth(1)).toHaveText(String(heldBack));
  await expectNoA11yViolations(page);

  // a second tab keeps this year's preview open, to try the run again afterwards
  const stale = await context.newPage();
  await stale.goto('/admin-dashboard/promotion');
  await expect(stale.getByRole('heading', { level: 2, name: `Academic year ${academicYear}` })).toBeVisible();

  await page.getByRole('button', { name: 'Run promotion' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Run the promotion of ${academicYear}?`);
  await expect(confirm).toContainText(`${next} becomes the current academic year`);
  await confirm.getByRole('button', { name: 'Run promotion' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Promotion of ${academicYear} done:` })).toContainText(`${next} is now the current academic year.`);
  await expect(page.getByRole('heading', { level: 2, name: `Academic year ${next}` })).toBeVisible();
  expect(await yearOf(api, failing)).toBe('FIRST');
  expect(await yearOf(api, mover)).toBe('THIRD');
  expect(await yearOf(api, finalist)).toBe('FOURTH');

  // the held-back student's history: the year they failed, and the same year of study again now
  await page.getByRole('link', { name: failing.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Course history of ${failing.name}` })).toBeVisible();
  const failedYear = historyYear(page, academicYear);
  await expect(failedYear.getByRole('definition').nth(0)).toHaveText('First Year');
  await expect(failedYear.getByRole('definition').nth(1)).toHaveText('Held back');
  await expect(
    failedYear
      .getByRole('table', { name: `Results ${academicYear}` })
      .getByRole('row')
      .filter({ hasText: failedCode }),
  ).toContainText('Fail');
  const nowYear = historyYear(page, `${next} (current)`);
  await expect(nowYear.getByRole('definition').nth(0)).toHaveText('First Year');
  await expect(nowYear.getByRole('definition').nth(1)).toHaveText('In progress');

  await page.goto(`/admin-dashboard/promotion/students/${mover.id}`);
  await expect(historyYear(page, academicYear).getByRole('definition').nth(1)).toHaveText('Promoted');
  await expect(historyYear(page, `${next} (current)`).getByRole('definition').nth(0)).toHaveText('Third Year');
  await page.goto(`/admin-dashboard/promotion/students/${finalist.id}`);
  await expect(page.getByText(/, Fourth Year, Graduated\./)).toBeVisible();
  await expect(historyYear(page, academicYear).getByRole('definition').nth(1)).toHaveText('Graduated');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);

  // the stale preview's run is refused and nothing moves
  await stale.getByRole('button', { name: 'Run promotion' }).click();
  await stale.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Run promotion' }).click();
  await expect(stale.getByRole('alert')).toHaveText(
    `Error: HTTP error! Status: 409, Message: The promotion of ${academicYear} has already been run; the current academic year is ${next}. Nothing was changed.`,
  );
  const again = await api.post('/api/promotion', { data: { academicYear, decisions: [] } });
  expect(again.status()).toBe(409);
  expect(await yearOf(api, failing)).toBe('FIRST');
  expect(await yearOf(api, mover)).toBe('THIRD');
  expect(((await (await api.get('/api/settings')).json()) as { academicYear: string }).academicYear).toBe(next);
});

test('a student sees every academic year of their course', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/auth/student/login', { data: demo.student });
  expect(signedIn.status()).toBe(200);
  const { user } = (await (await page.request.get('/api/auth/status')).json()) as { user: { id: number } };
  await page.goto(`/student-dashboard/${user.id}`);
  await page.getByRole('navigation', { name: 'Your records' }).getByRole('link', { name: 'Course history' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Course history' })).toBeVisible();
  await expect(page).toHaveTitle('Course history | Student Dashboard | Physiotherapy College');
  // the demo student began in 2025-26; the year before this one has its published results
  const firstYear = historyYear(page, '2025-26');
  await expect(firstYear.getByRole('definition').nth(0)).toHaveText('First Year');
  await expect(firstYear.getByRole('table', { name: 'Results 2025-26' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: /\(current\)$/ })).toHaveCount(1);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await context.close();
});
