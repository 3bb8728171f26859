import {
  type Assessment,
  type ClassStudent,
  getSubjectResults,
  listAssessments,
  listSubjectStudents,
  type MySubject,
  type SubjectResults,
} from '@college/shared-ui/portal';
import { loadMySubject } from '../../lib/mySubjects.ts';

export interface SubjectOverview {
  mySubject: MySubject;
  students: ClassStudent[];
  assessments: Assessment[];
  /** null when the results could not be worked out; the rest of the page still works. */
  results: SubjectResults | null;
}

/** Everything the subject page shows; null when the subject is not one of the member's this year. */
export async function loadSubjectOverview(facultyId: number, subjectId: number): Promise<SubjectOverview | null> {
  const mySubject = await loadMySubject(facultyId, subjectId);
  if (!mySubject) return null;
  const { academicYear } = mySubject;
  const [students, assessments, results] = await Promise.all([
    listSubjectStudents(subjectId, academicYear),
    listAssessments(subjectId, academicYear),
    getSubjectResults(subjectId, academicYear).catch((error: unknown) => {
      console.error('[faculty] subject results failed to load', error);
      return null;
    }),
  ]);
  return { mySubject, students, assessments, results };
}

export const sortedAssessments = (assessments: Assessment[]) => [...assessments].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
