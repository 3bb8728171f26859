// The admin's Analytics: enrolment and attendance per year of study, fee collection per academic year and pass rates per
// year of study, each a chart with a table of the same numbers, as the API counts them.
import { storageStateOf } from './accounts.ts';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures.ts';

test.use({ storageState: storageStateOf.admin });

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

test('Analytics shows enrolment, attendance, fee collection and pass rates as charts with tables', async ({ page }) => {
  await page.goto('/admin-dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const overview = (await (await page.request.get('/api/analytics/overview')).json()) as {
    enrolment: { year: string; total: number }[];
    attendance: { academicYear: string; threshold: number };
    fees: { academicYear: string; charged: number; paid: number }[];
  };

  const enrolment = page.getByRole('figure', { name: 'Enrolment per year of study' });
  await expect(enrolment.getByRole('img', { name: /^Students per year of study\. First Year: \d+/ })).toBeVisible();
  const enrolmentRows = enrolment.getByRole('table').getByRole('row');
  await expect(enrolmentRows).toHaveCount(5);
  await expect(enrolment.getByRole('table').getByRole('columnheader')).toHaveText(['Year of study', 'Convener quota', 'Management quota', 'Students']);
  // other tests add students meanwhile: the first year has at least what the API said a moment ago
  const first = Number((await enrolmentRows.nth(1).getByRole('cell').last().textContent()) ?? 0);
  expect(first).toBeGreaterThanOrEqual(overview.enrolment[0]?.total ?? 0);

  const attendance = page.getByRole('figure', { name: new RegExp(`^Attendance per year of study, ${overview.attendance.academicYear}$`) });
  await expect(attendance.getByRole('table').getByRole('columnheader')).toHaveText([
    'Year of study',
    'Students',
    'Attendances marked',
    'Present',
    'Attendance',
    `Under ${overview.attendance.threshold}%`,
  ]);
  // the demo's weeks of attendance: every year has classes marked, so a rate, not "not taken"
  await expect(attendance.getByRole('table').getByRole('row')).toHaveCount(5);
  await expect(
    attendance
      .getByRole('row', { name: /^First Year / })
      .getByRole('cell')
      .nth(3),
  ).toHaveText(/^\d+\.\d%$/);

  const fees = page.getByRole('figure', { name: 'Fee collection per academic year' });
  await expect(fees.getByRole('table').getByRole('row')).toHaveCount(overview.fees.length + 1);
  const oldest = overview.fees[0] as { academicYear: string; charged: number };
  await expect(
    fees
      .getByRole('row', { name: new RegExp(`^${oldest.academicYear} `) })
      .getByRole('cell')
      .first(),
  ).toHaveText(rupees(oldest.charged));

  const pass = page.getByRole('figure', { name: /^Pass rate per year of study, \d{4}-\d{2}$/ });
  await expect(pass.getByRole('table').getByRole('row')).toHaveCount(5);
  await expect(pass.getByRole('table').getByRole('columnheader')).toHaveText(['Year of study', 'Subjects', 'Subject results', 'Passed', 'Pass rate']);

  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
});
