import type pg from 'pg';
import type { StudentHistoryReply, YearOutcome } from '../../contract.ts';
import type { Year } from '../../shared/domain.ts';
import { percentage } from '../attendance/attendance-math.ts';
import { COUNTED_PAYMENT, WAIVED_SQL } from '../fees/fee-reads.ts';
import { gradePointAverage } from '../results/compute.ts';
import { loadPublishedResults, loadScale } from '../results/published-results.ts';
import { readSettings } from '../settings/settings-reads.ts';

type Queryable = Pick<pg.Pool, 'query'>;
type YearRow = StudentHistoryReply['years'][number];

/**
 * Every academic year a student has a record in (history, results, attendance or fees) and the current
 * one, oldest first, each with what the student was in it: year of study, outcome, published results,
 * attendance and fees of that year. Null when there is no such student.
 */
export async function studentHistory(sql: Queryable, studentId: number): Promise<StudentHistoryReply | null> {
  const { rows: students } = await sql.query<StudentHistoryReply['student']>(
    `select id, first_name as "firstName", last_name as "lastName", enrollment_number as "enrollmentNumber", year, status from student where id = $1`,
    [studentId],
  );
  const student = students[0];
  if (!student) return null;
  const [{ academicYear: current }, history, attendance, charges, payments, results] = await Promise.all([
    readSettings(sql),
    sql.query<{ academicYear: string; yearOfStudy: Year; outcome: YearOutcome }>(
      'select academic_year as "academicYear", year_of_study as "yearOfStudy", outcome from student_year where student_id = $1',
      [studentId],
    ),
    sql.query<{ academicYear: string; held: number; attended: number }>(
      `select academic_year as "academicYear", sum(held)::int as held, sum(attended)::int as attended from attendance_tally
       where student_id = $1 group by academic_year`,
      [studentId],
    ),
    sql.query<{ academicYear: string; yearOfStudy: Year; charged: number; waived: number }>(
      `select c.academic_year as "academicYear", max(c.year_of_study) as "yearOfStudy", sum(c.amount)::int as charged, sum(${WAIVED_SQL})::int as waived
       from charge c where c.student_id = $1 group by c.academic_year`,
      [studentId],
    ),
    sql.query<{ academicYear: string; paid: number }>(
      `select academic_year as "academicYear", sum(amount)::int as paid from payment where student_id = $1 and ${COUNTED_PAYMENT} group by academic_year`,
      [studentId],
    ),
    loadScale(sql).then((scale) => loadPublishedResults(sql, [studentId], scale)),
  ]);

  const years = new Map<string, YearRow>();
  const yearOf = (academicYear: string): YearRow => {
    let row = years.get(academicYear);
    if (!row) {
      row = {
        academicYear,
        current: academicYear === current,
        yearOfStudy: null,
        outcome: null,
        results: [],
        sgpa: null,
        attendance: { held: 0, attended: 0, percentage: null },
        fees: { charged: 0, waived: 0, paid: 0 },
      };
      years.set(academicYear, row);
    }
    return row;
  };
  if (student.status === 'active') yearOf(current).yearOfStudy = student.year;
  for (const row of charges.rows) {
    const year = yearOf(row.academicYear);
    year.fees.charged = row.charged;
    year.fees.waived = row.waived;
    year.yearOfStudy ??= row.yearOfStudy;
  }
  for (const row of payments.rows) yearOf(row.academicYear).fees.paid = row.paid;
  for (const row of attendance.rows)
    yearOf(row.academicYear).attendance = { held: row.held, attended: row.attended, percentage: percentage(row.attended, row.held) };
  const gradePoints = new Map<string, number[]>();
  for (const result of results.get(studentId) ?? []) {
    const year = yearOf(result.academicYear);
    gradePoints.set(result.academicYear, [...(gradePoints.get(result.academicYear) ?? []), result.gradePoint]);
    year.results.push({ subject: result.subject, percentage: result.percentage, grade: result.grade, passed: result.passed });
    year.yearOfStudy ??= result.subject.year;
  }
  // the recorded history is what the student was, whatever their charges or subjects suggest
  for (const row of history.rows) Object.assign(yearOf(row.academicYear), { yearOfStudy: row.yearOfStudy, outcome: row.outcome });
  for (const [academicYear, points] of gradePoints) yearOf(academicYear).sgpa = gradePointAverage(points);
  return { student, years: [...years.values()].sort((a, b) => a.academicYear.localeCompare(b.academicYear)) };
}
