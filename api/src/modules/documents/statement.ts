import type pg from 'pg';
import type { DocumentStatement } from '../../contract.ts';
import { loadScale } from '../results/published-results.ts';
import { studentResults } from '../results/results-reads.ts';

const YEAR_NAMES = { FIRST: 'First year', SECOND: 'Second year', THIRD: 'Third year', FOURTH: 'Fourth year' } as const;

type Issuable = { title: string; statement: DocumentStatement };

/** The student's published results as a transcript states them; null when there is no such student. */
async function publishedStatement(sql: pg.Pool, studentId: number) {
  const results = await studentResults(sql, studentId, await loadScale(sql));
  if (!results) return null;
  const { student } = results;
  const years = results.years.map((year) => ({
    academicYear: year.academicYear,
    yearOfStudy: year.yearOfStudy,
    subjects: year.subjects.map(({ subject, percentage, grade, gradePoint, passed }) => ({
      code: subject.code,
      name: subject.name,
      percentage,
      grade,
      gradePoint,
      passed,
    })),
    sgpa: year.sgpa,
  }));
  return { student: { name: `${student.firstName} ${student.lastName}`, enrollmentNumber: student.enrollmentNumber }, years, cgpa: results.cgpa };
}

/** The marksheet of one academic year: null without a student, `'none'` without published results that year. */
export async function marksheetOf(sql: pg.Pool, studentId: number, academicYear: string): Promise<Issuable | 'none' | null> {
  const all = await publishedStatement(sql, studentId);
  if (!all) return null;
  const years = all.years.filter((year) => year.academicYear === academicYear);
  const first = years[0];
  if (!first) return 'none';
  return { title: `Marksheet, ${YEAR_NAMES[first.yearOfStudy]} BPT, ${academicYear}`, statement: { ...all, years, cgpa: null } };
}

/** The transcript of the whole course so far: null without a student, `'none'` without any published result. */
export async function transcriptOf(sql: pg.Pool, studentId: number): Promise<Issuable | 'none' | null> {
  const all = await publishedStatement(sql, studentId);
  if (!all) return null;
  if (all.years.length === 0) return 'none';
  return { title: 'Transcript of academic record, Bachelor of Physiotherapy (BPT)', statement: all };
}
