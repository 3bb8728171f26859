import type { Assessment } from './assessment.entity.ts';

export type AssessmentDto = {
  id: number;
  subjectId: number;
  academicYear: string;
  name: string;
  maxMarks: number;
  date: string;
  weight: number;
  status: 'draft' | 'published';
  publishedAt: string | null;
  version: number;
};

export const assessmentDto = (assessment: Assessment): AssessmentDto => ({
  id: assessment.id,
  subjectId: assessment.subject.id,
  academicYear: assessment.academicYear,
  name: assessment.name,
  maxMarks: assessment.maxMarks,
  date: assessment.date,
  weight: assessment.weight,
  status: assessment.status,
  publishedAt: assessment.publishedAt ? assessment.publishedAt.toISOString() : null,
  version: assessment.version,
});

/** The same shape straight from SQL (`published_at` as a timestamp, dates as text). */
export const ASSESSMENT_COLUMNS = `a.id, a.subject_id as "subjectId", a.academic_year as "academicYear", a.name, a.max_marks as "maxMarks",
  to_char(a.date, 'YYYY-MM-DD') as date, a.weight, a.status, a.published_at as "publishedAt", a.version`;

export const fromRow = (row: Omit<AssessmentDto, 'publishedAt'> & { publishedAt: Date | null }): AssessmentDto => ({
  ...row,
  publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
});
