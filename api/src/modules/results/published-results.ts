import type pg from 'pg';
import { type Year, yearOrder } from '../../shared/domain.ts';
import { type Band, gradePointAverage, type Score, subjectOutcome } from './compute.ts';

type Queryable = Pick<pg.Pool, 'query'>;
type SubjectRef = { id: number; code: string; name: string; year: Year };

export type SubjectResult = {
  subject: SubjectRef;
  academicYear: string;
  percentage: number;
  grade: string;
  gradePoint: number;
  passed: boolean;
  assessments: (Score & { name: string })[];
  /** The latest assessment's id and date: what the student record's result rows show. */
  latest: { id: number; date: string };
};

export async function loadScale(sql: Queryable): Promise<Band[]> {
  const { rows } = await sql.query<Band>({
    name: 'grade-scale',
    text: `select min_percentage::float8 as "minPercentage", letter, grade_point::float8 as "gradePoint" from grade_band order by min_percentage desc`,
  });
  return rows;
}

type Row = Score & {
  studentId: number;
  assessmentId: number;
  name: string;
  date: string;
  academicYear: string;
  subjectId: number;
  code: string;
  subjectName: string;
  subjectYear: Year;
};

/**
 * Each student's results from published assessments only: one per subject and academic year in which
 * they have a published mark, over every published assessment of it (one without their marks counts 0).
 */
export async function loadPublishedResults(sql: Queryable, studentIds: readonly number[], scale: readonly Band[]): Promise<Map<number, SubjectResult[]>> {
  const byStudent = new Map<number, SubjectResult[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return byStudent;
  const { rows } = await sql.query<Row>({
    name: 'published-results',
    text: `with taken as (
        select distinct m.student_id, a.subject_id, a.academic_year from mark m join assessment a on a.id = m.assessment_id
        where m.student_id = any($1::int[]) and a.status = 'published')
      select t.student_id as "studentId", a.id as "assessmentId", a.name, to_char(a.date, 'YYYY-MM-DD') as date, a.academic_year as "academicYear",
        a.max_marks as "maxMarks", a.weight, m.marks::float8 as marks, coalesce(m.absent, false) as absent,
        sub.id as "subjectId", sub.code, sub.name as "subjectName", sub.year as "subjectYear"
      from taken t join assessment a on a.subject_id = t.subject_id and a.academic_year = t.academic_year and a.status = 'published'
      join subject sub on sub.id = a.subject_id
      left join mark m on m.assessment_id = a.id and m.student_id = t.student_id
      order by t.student_id, a.academic_year, ${yearOrder('sub.year')}, sub.code, a.date, a.id`,
    values: [studentIds],
  });
  let group: Row[] = [];
  const flush = () => {
    const first = group[0];
    const last = group[group.length - 1];
    const outcome = subjectOutcome(group, scale);
    if (first && last && outcome) {
      byStudent.get(first.studentId)?.push({
        subject: { id: first.subjectId, code: first.code, name: first.subjectName, year: first.subjectYear },
        academicYear: first.academicYear,
        ...outcome,
        assessments: group.map(({ name, maxMarks, weight, marks, absent }) => ({ name, maxMarks, weight, marks, absent })),
        latest: { id: last.assessmentId, date: last.date },
      });
    }
    group = [];
  };
  for (const row of rows) {
    const first = group[0];
    if (first && (first.studentId !== row.studentId || first.subjectId !== row.subjectId || first.academicYear !== row.academicYear)) flush();
    group.push(row);
  }
  flush();
  return byStudent;
}

/** Results grouped by academic year and year of study, each with its SGPA, and the CGPA over all. */
export function summarise(results: readonly SubjectResult[]) {
  const years: { academicYear: string; yearOfStudy: Year; subjects: Omit<SubjectResult, 'latest'>[]; sgpa: number | null }[] = [];
  for (const { latest: _latest, ...result } of results) {
    let year = years.find((y) => y.academicYear === result.academicYear && y.yearOfStudy === result.subject.year);
    if (!year) {
      year = { academicYear: result.academicYear, yearOfStudy: result.subject.year, subjects: [], sgpa: null };
      years.push(year);
    }
    year.subjects.push(result);
  }
  for (const year of years) year.sgpa = gradePointAverage(year.subjects.map((subject) => subject.gradePoint));
  return { years, cgpa: gradePointAverage(results.map((result) => result.gradePoint)) };
}
