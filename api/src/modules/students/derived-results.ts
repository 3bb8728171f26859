import type pg from 'pg';
import { loadPublishedResults, loadScale, type SubjectResult } from '../results/published-results.ts';
import type { StudentInclude } from './student.dto.ts';

/**
 * The student record's `results` and `gradeInfo` keep the shape they had when they were tables: one
 * result per subject and academic year, its percentage as marks out of 100, and its grade from the scale.
 * Both come from published marks only. A row's id is its subject's latest published assessment's.
 */
export const legacyResult = (result: SubjectResult) => ({
  id: result.latest.id,
  marks: result.percentage,
  maxMarks: 100,
  status: result.passed ? ('PASS' as const) : ('FAIL' as const),
  examDate: result.latest.date,
  subject: result.subject,
});
export const legacyGrade = (result: SubjectResult) => ({ id: result.latest.id, grade: result.grade, gradePoint: result.gradePoint, subject: result.subject });
export type LegacyResult = ReturnType<typeof legacyResult>;
export type LegacyGrade = ReturnType<typeof legacyGrade>;

export async function withResults<T extends { id: number }>(sql: pg.Pool, students: T[], include: ReadonlySet<StudentInclude>) {
  const results = include.has('results');
  const grades = include.has('gradeInfo');
  if ((!results && !grades) || students.length === 0) return students;
  const byStudent = await loadPublishedResults(
    sql,
    students.map((student) => student.id),
    await loadScale(sql),
  );
  return students.map((student) => {
    const own = byStudent.get(student.id) ?? [];
    return { ...student, ...(results && { results: own.map(legacyResult) }), ...(grades && { gradeInfo: own.map(legacyGrade) }) };
  });
}
