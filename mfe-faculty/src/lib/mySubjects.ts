import { type AcademicYears, getAcademicYears, listFacultySubjects, type MySubject } from '@college/shared-ui/portal';

export interface MySubjects {
  academicYear: string;
  subjects: MySubject[];
}

/** The member's subjects of the current academic year. */
export async function loadMySubjects(facultyId: number): Promise<MySubjects> {
  const years: AcademicYears = await getAcademicYears();
  return { academicYear: years.current, subjects: await listFacultySubjects(facultyId, years.current) };
}

/** One of the member's subjects this year; a subject not assigned to them reads as not found. */
export async function loadMySubject(facultyId: number, subjectId: number): Promise<MySubject | null> {
  const { subjects } = await loadMySubjects(facultyId);
  return subjects.find((entry) => entry.subject.id === subjectId) ?? null;
}

export const publishedText = (subject: Pick<MySubject, 'assessments' | 'published'>) =>
  subject.assessments === 0
    ? 'No assessments yet'
    : `${subject.published} of ${subject.assessments} ${subject.assessments === 1 ? 'assessment' : 'assessments'} published`;
