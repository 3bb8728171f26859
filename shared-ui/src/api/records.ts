// Teaching, marks, results and grades: the calls of the faculty, student and admin portals.
import { api } from '@college/shared-ui/state';
import type { Year } from './adminList.ts';

export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
}

export interface RecordSubject {
  id: number;
  code: string;
  name: string;
  year: Year;
}

export type Teacher = PersonRef & { designation: string | null };

export interface AcademicYears {
  current: string;
  years: string[];
}

export interface TeachingAssignment {
  id: number;
  academicYear: string;
  faculty: Teacher;
  subject: RecordSubject;
}

export type SubjectWithTeachers = RecordSubject & { teachers: Teacher[] };

export interface MySubject {
  assignmentId: number;
  academicYear: string;
  subject: RecordSubject;
  students: number;
  assessments: number;
  published: number;
}

export type ClassStudent = PersonRef & { enrollmentNumber: string | null; year: Year };

export type AssessmentStatus = 'draft' | 'published';

export interface Assessment {
  id: number;
  subjectId: number;
  academicYear: string;
  name: string;
  maxMarks: number;
  /** YYYY-MM-DD */
  date: string;
  /** Percent of the subject's result, 1..100. */
  weight: number;
  status: AssessmentStatus;
  publishedAt: string | null;
  version: number;
}

export type AssessmentBody = Pick<Assessment, 'name' | 'maxMarks' | 'date' | 'weight'>;

export interface MarkEntry {
  studentId: number;
  /** 0..maxMarks in 0.5 steps; null when absent or not entered yet. */
  marks: number | null;
  absent: boolean;
}

export interface MarksSheet {
  assessment: Assessment;
  version: number;
  entries: { student: ClassStudent; marks: number | null; absent: boolean }[];
}

export interface GradeBand {
  minPercentage: number;
  letter: string;
  gradePoint: number;
}

export interface GradeCount {
  grade: string;
  count: number;
}

export interface SubjectResult {
  subject: RecordSubject;
  academicYear: string;
  percentage: number;
  grade: string;
  gradePoint: number;
  passed: boolean;
  assessments: { name: string; maxMarks: number; weight: number; marks: number | null; absent: boolean }[];
}

export interface StudentResults {
  student: PersonRef & { enrollmentNumber: string | null; year: Year };
  years: { academicYear: string; yearOfStudy: Year; subjects: SubjectResult[]; sgpa: number | null }[];
  cgpa: number | null;
  scale: GradeBand[];
}

export interface SubjectResults {
  subject: RecordSubject;
  academicYear: string;
  includesDrafts: boolean;
  rows: { student: ClassStudent; percentage: number | null; grade: string | null; gradePoint: number | null; passed: boolean | null }[];
  distribution: GradeCount[];
  passRate: number | null;
}

export interface SubjectAnalytics {
  subject: RecordSubject;
  academicYear: string;
  students: number;
  passed: number;
  /** Percent, one decimal. */
  passRate: number | null;
  distribution: GradeCount[];
}

const yearQuery = (academicYear?: string) => ({ academicYear });

export const getAcademicYears = () => api.get<AcademicYears>('/academic-years');

export const listTeachingAssignments = (filter: { academicYear?: string; facultyId?: number; subjectId?: number } = {}) =>
  api.get<TeachingAssignment[]>('/teaching-assignments', filter);
export const createTeachingAssignment = (body: { facultyId: number; subjectId: number; academicYear: string }) =>
  api.post<TeachingAssignment>('/teaching-assignments', body);
export const deleteTeachingAssignment = (id: number) => api.delete<{ message: string }>(`/teaching-assignments/${id}`);

export const listSubjectTeachers = (filter: { year?: Year; academicYear?: string } = {}) => api.get<SubjectWithTeachers[]>('/subject-teachers', filter);
export const listFacultySubjects = (facultyId: number, academicYear?: string) => api.get<MySubject[]>(`/faculty/${facultyId}/subjects`, yearQuery(academicYear));
export const listSubjectStudents = (subjectId: number, academicYear?: string) => api.get<ClassStudent[]>(`/subjects/${subjectId}/students`, yearQuery(academicYear));

export const listAssessments = (subjectId: number, academicYear?: string) => api.get<Assessment[]>(`/subjects/${subjectId}/assessments`, yearQuery(academicYear));
export const createAssessment = (subjectId: number, body: AssessmentBody & { academicYear: string }) => api.post<Assessment>(`/subjects/${subjectId}/assessments`, body);
export const updateAssessment = (id: number, body: AssessmentBody & { version: number }) => api.put<Assessment>(`/assessments/${id}`, body);
export const deleteAssessment = (id: number) => api.delete<{ message: string }>(`/assessments/${id}`);

export const getMarksSheet = (assessmentId: number) => api.get<MarksSheet>(`/assessments/${assessmentId}/marks`);
export const saveMarksSheet = (assessmentId: number, body: { version: number; entries: MarkEntry[] }) => api.put<MarksSheet>(`/assessments/${assessmentId}/marks`, body);
export const publishAssessment = (assessmentId: number, version: number) => api.post<Assessment>(`/assessments/${assessmentId}/publish`, { version });
export const reopenAssessment = (assessmentId: number) => api.post<Assessment>(`/assessments/${assessmentId}/reopen`);

export const getSubjectResults = (subjectId: number, academicYear?: string) => api.get<SubjectResults>(`/subjects/${subjectId}/results`, yearQuery(academicYear));
export const getStudentResults = (studentId: number) => api.get<StudentResults>(`/students/${studentId}/results`);
export const listResultAnalytics = (filter: { academicYear?: string; year?: Year } = {}) => api.get<SubjectAnalytics[]>('/analytics/results', filter);

export const getGradeScale = () => api.get<GradeBand[]>('/grade-scale');
export const saveGradeScale = (bands: GradeBand[]) => api.put<GradeBand[]>('/grade-scale', { bands });
