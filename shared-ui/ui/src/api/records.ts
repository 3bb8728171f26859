// Teaching, marks, results and grades: the calls of the faculty, student and admin portals.
import { call } from '@college/shared-ui/state';
import type { Static } from 'typebox';
import type {
  AssessmentStatus,
  classStudentReply,
  gradeBand,
  marksBody,
  personRef,
  RouteBody,
  RouteReply,
  subjectAnalyticsReply,
  subjectRef,
  subjectResultReply,
  teacherReply,
  Year,
} from '@college/contract';

export type { AssessmentStatus };
export type PersonRef = Static<typeof personRef>;
export type RecordSubject = Static<typeof subjectRef>;
export type Teacher = Static<typeof teacherReply>;
export type AcademicYears = RouteReply<'GET /academic-years'>;
export type TeachingAssignment = RouteReply<'POST /teaching-assignments'>;
export type SubjectWithTeachers = RouteReply<'GET /subject-teachers'>[number];
export type MySubject = RouteReply<'GET /faculty/:id/subjects'>[number];
export type ClassStudent = Static<typeof classStudentReply>;
export type Assessment = RouteReply<'POST /subjects/:id/assessments'>;
export type AssessmentBody = Pick<RouteBody<'POST /subjects/:id/assessments'>, 'name' | 'maxMarks' | 'date' | 'weight'>;
/** `marks`: 0..maxMarks in 0.5 steps; null when absent or not entered yet. */
export type MarkEntry = Static<typeof marksBody>['entries'][number];
export type MarksSheet = RouteReply<'GET /assessments/:id/marks'>;
export type GradeBand = Static<typeof gradeBand>;
export type GradeCount = SubjectAnalytics['distribution'][number];
export type SubjectResult = Static<typeof subjectResultReply>;
export type StudentResults = RouteReply<'GET /students/:id/results'>;
export type SubjectResults = RouteReply<'GET /subjects/:id/results'>;
/** `passRate`: percent, one decimal. */
export type SubjectAnalytics = Static<typeof subjectAnalyticsReply>;

export const getAcademicYears = () => call('GET /academic-years');

export const listTeachingAssignments = (filter: { academicYear?: string; facultyId?: number; subjectId?: number } = {}) =>
  call('GET /teaching-assignments', {
    query: { academicYear: filter.academicYear, facultyId: filter.facultyId?.toString(), subjectId: filter.subjectId?.toString() },
  });
export const createTeachingAssignment = (body: RouteBody<'POST /teaching-assignments'>) => call('POST /teaching-assignments', { body });
export const deleteTeachingAssignment = (id: number) => call('DELETE /teaching-assignments/:id', { params: { id } });

export const listSubjectTeachers = (filter: { year?: Year; academicYear?: string } = {}) => call('GET /subject-teachers', { query: filter });
export const listFacultySubjects = (facultyId: number, academicYear?: string) =>
  call('GET /faculty/:id/subjects', { params: { id: facultyId }, query: { academicYear } });
export const listSubjectStudents = (subjectId: number, academicYear?: string) =>
  call('GET /subjects/:id/students', { params: { id: subjectId }, query: { academicYear } });

export const listAssessments = (subjectId: number, academicYear?: string) =>
  call('GET /subjects/:id/assessments', { params: { id: subjectId }, query: { academicYear } });
export const createAssessment = (subjectId: number, body: RouteBody<'POST /subjects/:id/assessments'>) =>
  call('POST /subjects/:id/assessments', { params: { id: subjectId }, body });
export const updateAssessment = (id: number, body: RouteBody<'PUT /assessments/:id'>) => call('PUT /assessments/:id', { params: { id }, body });
export const deleteAssessment = (id: number) => call('DELETE /assessments/:id', { params: { id } });

export const getMarksSheet = (assessmentId: number) => call('GET /assessments/:id/marks', { params: { id: assessmentId } });
export const saveMarksSheet = (assessmentId: number, body: RouteBody<'PUT /assessments/:id/marks'>) =>
  call('PUT /assessments/:id/marks', { params: { id: assessmentId }, body });
export const publishAssessment = (assessmentId: number, version: number) =>
  call('POST /assessments/:id/publish', { params: { id: assessmentId }, body: { version } });
export const reopenAssessment = (assessmentId: number) => call('POST /assessments/:id/reopen', { params: { id: assessmentId } });

export const getSubjectResults = (subjectId: number, academicYear?: string) =>
  call('GET /subjects/:id/results', { params: { id: subjectId }, query: { academicYear } });
export const getStudentResults = (studentId: number) => call('GET /students/:id/results', { params: { id: studentId } });
export const listResultAnalytics = (filter: { academicYear?: string; year?: Year } = {}) => call('GET /analytics/results', { query: filter });

export const getGradeScale = () => call('GET /grade-scale');
export const saveGradeScale = (bands: GradeBand[]) => call('PUT /grade-scale', { body: { bands } });
