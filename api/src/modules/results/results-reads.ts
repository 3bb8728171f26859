import type pg from 'pg';
import { type Year, yearOrder } from '../../shared/domain.ts';
import { classStudents, type SubjectRow } from '../teaching/class-students.ts';
import { type Band, distribution, passRate, type Score, subjectOutcome } from './compute.ts';
import { loadPublishedResults, summarise } from './published-results.ts';

type StudentRow = { id: number; firstName: string; lastName: string; enrollmentNumber: string | null; year: Year };

/** A student's published results by year with SGPA and CGPA; null when there is no such student. */
export async function studentResults(sql: pg.Pool, id: number, scale: Band[]) {
  const { rows } = await sql.query<StudentRow>({
    name: 'results-student',
    text: `select id, first_name as "firstName", last_name as "lastName", enrollment_number as "enrollmentNumber", year from student where id = $1`,
    values: [id],
  });
  const student = rows[0];
  if (!student) return null;
  const results = (await loadPublishedResults(sql, [id], scale)).get(id) ?? [];
  return { student, ...summarise(results), scale };
}

type MarkRow = Score & { assessmentId: number; status: string; studentId: number | null };

/** Every student of the class over every assessment of the subject that year, drafts included (and flagged). */
export async function subjectResults(sql: pg.Pool, subject: SubjectRow, academicYear: string, scale: Band[]) {
  const [students, { rows }] = await Promise.all([
    classStudents(sql, subject, academicYear),
    sql.query<MarkRow>({
      name: 'subject-results',
      text: `select a.id as "assessmentId", a.status, a.max_marks as "maxMarks", a.weight, m.student_id as "studentId", m.marks::float8 as marks, coalesce(m.absent, false) as absent
        from assessment a left join mark m on m.assessment_id = a.id where a.subject_id = $1 and a.academic_year = $2 order by a.id`,
      values: [subject.id, academicYear],
    }),
  ]);
  const assessments = new Map<number, Omit<Score, 'marks' | 'absent'>>();
  for (const row of rows) assessments.set(row.assessmentId, { maxMarks: row.maxMarks, weight: row.weight });
  const marks = new Map(rows.filter((row) => row.studentId !== null).map((row) => [`${row.assessmentId}:${row.studentId}`, row]));
  const results = students.map((student) => {
    const scores = [...assessments].map(([assessmentId, assessment]) => {
      const mark = marks.get(`${assessmentId}:${student.id}`);
      return { ...assessment, marks: mark?.marks ?? null, absent: mark?.absent ?? false };
    });
    const outcome = subjectOutcome(scores, scale);
    return {
      student,
      percentage: outcome?.percentage ?? null,
      grade: outcome?.grade ?? null,
      gradePoint: outcome?.gradePoint ?? null,
      passed: outcome?.passed ?? null,
    };
  });
  const graded = results.filter((row) => row.passed !== null);
  return {
    subject,
    academicYear,
    includesDrafts: rows.some((row) => row.status === 'draft'),
    rows: results,
    distribution: distribution(
      results.map((row) => row.grade),
      scale,
    ),
    passRate: passRate(graded.filter((row) => row.passed).length, graded.length),
  };
}

type AnalyticsRow = Score & { subjectId: number; assessmentId: number; studentId: number | null };

/** Pass rates and grade distributions from published marks, per subject (a faculty member's: those they teach). */
export async function resultsAnalytics(sql: pg.Pool, filter: { academicYear: string; year?: Year; facultyId?: number }, scale: Band[]) {
  const subjects = await sql.query<SubjectRow>(
    `select sub.id, sub.code, sub.name, sub.year from subject sub
     where ($1::text is null or sub.year = $1)
       and ($2::int is null or exists (select 1 from teaching_assignment t where t.subject_id = sub.id and t.faculty_id = $2 and t.academic_year = $3))
     order by ${yearOrder('sub.year')}, sub.code`,
    [filter.year ?? null, filter.facultyId ?? null, filter.academicYear],
  );
  const { rows } = await sql.query<AnalyticsRow>(
    `select a.subject_id as "subjectId", a.id as "assessmentId", a.max_marks as "maxMarks", a.weight,
       m.student_id as "studentId", m.marks::float8 as marks, coalesce(m.absent, false) as absent
     from assessment a left join mark m on m.assessment_id = a.id
     where a.academic_year = $1 and a.status = 'published' and a.subject_id = any($2::int[])`,
    [filter.academicYear, subjects.rows.map((subject) => subject.id)],
  );
  return subjects.rows.map((subject) => {
    const own = rows.filter((row) => row.subjectId === subject.id);
    const assessments = new Map(own.map((row) => [row.assessmentId, { maxMarks: row.maxMarks, weight: row.weight }]));
    const marks = new Map(own.map((row) => [`${row.assessmentId}:${row.studentId}`, row]));
    const studentIds = [...new Set(own.flatMap((row) => (row.studentId === null ? [] : [row.studentId])))];
    const grades = studentIds.map((studentId) =>
      subjectOutcome(
        [...assessments].map(([assessmentId, assessment]) => {
          const mark = marks.get(`${assessmentId}:${studentId}`);
          return { ...assessment, marks: mark?.marks ?? null, absent: mark?.absent ?? false };
        }),
        scale,
      ),
    );
    const passed = grades.filter((grade) => grade?.passed).length;
    return {
      subject,
      academicYear: filter.academicYear,
      students: studentIds.length,
      passed,
      passRate: passRate(passed, studentIds.length),
      distribution: distribution(
        grades.map((grade) => grade?.grade ?? null),
        scale,
      ),
    };
  });
}
