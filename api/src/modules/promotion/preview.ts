import type pg from 'pg';
import type { PromotionCandidate, PromotionPreviewReply } from '../../contract.ts';
import { academicYearFrom, startYearOf } from '../../shared/academic-year.ts';
import { type Year, YEARS, yearOrder } from '../../shared/domain.ts';
import { readAllShortages } from '../attendance/attendance-reads.ts';
import { loadPublishedResults, loadScale } from '../results/published-results.ts';
import { readSettings } from '../settings/settings-reads.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export const nextAcademicYearOf = (academicYear: string) => academicYearFrom(startYearOf(academicYear) + 1);
const nextYearOfStudy = (year: Year): Year | null => YEARS[YEARS.indexOf(year) + 1] ?? null;

/** When the academic year's promotion has run: who ran it and when; null while it has not. */
export async function promotionOf(sql: Queryable, academicYear: string) {
  const { rows } = await sql.query<{ at: Date; by: string }>(
    'select promoted_at as at, promoted_by_name as by from academic_year where name = $1 and promoted_at is not null',
    [academicYear],
  );
  const row = rows[0];
  return row ? { at: row.at.toISOString(), by: row.by } : null;
}

/**
 * Every active student with what the college's rules propose at the end of `academicYear`: held back with
 * a subject failed in that year's published results or an attendance shortage not condoned, else moved up.
 */
export async function promotionCandidates(sql: Queryable, academicYear: string, threshold: number): Promise<PromotionCandidate[]> {
  const { rows: students } = await sql.query<Omit<PromotionCandidate, 'proposal' | 'movesTo' | 'failedSubjects' | 'attendanceShortages'>>(
    `select id, first_name as "firstName", last_name as "lastName", enrollment_number as "enrollmentNumber", year from student
     where status = 'active' order by ${yearOrder('year')}, last_name, first_name, id`,
  );
  const results = await loadPublishedResults(
    sql,
    students.map((student) => student.id),
    await loadScale(sql),
  );
  const shortages = new Map<number, PromotionCandidate['attendanceShortages']>();
  for (const row of await readAllShortages(sql, { academicYear, threshold })) {
    if (row.condonation) continue;
    const list = shortages.get(row.student.id) ?? [];
    list.push({ subject: row.subject, held: row.held, attended: row.attended, percentage: row.percentage });
    shortages.set(row.student.id, list);
  }
  return students.map((student) => {
    const failedSubjects = (results.get(student.id) ?? [])
      .filter((result) => result.academicYear === academicYear && !result.passed)
      .map(({ subject, percentage, grade }) => ({ subject, percentage, grade }));
    const attendanceShortages = shortages.get(student.id) ?? [];
    const proposal = failedSubjects.length > 0 || attendanceShortages.length > 0 ? ('hold-back' as const) : ('promote' as const);
    return { ...student, proposal, movesTo: nextYearOfStudy(student.year), failedSubjects, attendanceShortages };
  });
}

/** The preview of the current academic year's promotion, per year of study. */
export async function promotionPreview(sql: Queryable): Promise<PromotionPreviewReply> {
  const { academicYear, attendanceThreshold } = await readSettings(sql);
  const [candidates, promoted] = await Promise.all([promotionCandidates(sql, academicYear, attendanceThreshold), promotionOf(sql, academicYear)]);
  return {
    academicYear,
    nextAcademicYear: nextAcademicYearOf(academicYear),
    attendanceThreshold,
    promoted,
    years: YEARS.map((year) => ({ year, students: promoted ? [] : candidates.filter((candidate) => candidate.year === year) })),
  };
}
