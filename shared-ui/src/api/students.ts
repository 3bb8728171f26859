import { api, apiBase } from '@college/shared-ui/state';

export type StudentYear = 'FIRST' | 'SECOND' | 'THIRD' | 'FOURTH';

export interface PersonalInfo {
  id?: number;
  dob?: string | null;
  address?: string | null;
  gender?: string | null;
  nationality?: string | null;
  religion?: string | null;
}

export interface ContactInfo {
  id?: number;
  email?: string | null;
  phone?: string | null;
}

export interface SubjectRef {
  id: number;
  code: string;
  name: string;
  year?: StudentYear;
}

export interface Fee {
  id: number;
  academicYear: StudentYear;
  amount: number;
  paid: number;
  due: number;
  dueDate: string;
  status: 'PAID' | 'PARTIAL' | 'PENDING';
}

export interface ExamResult {
  id: number;
  subject?: SubjectRef | null;
  marks: number;
  maxMarks: number;
  status?: 'PASS' | 'FAIL';
  examDate?: string | null;
}

export interface GradeInfo {
  id: number;
  subject?: SubjectRef | null;
  grade: string;
  gradePoint: number;
}

export interface Student {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  enrollmentNumber?: string | null;
  profilePic?: string | null;
  /** The old API's spelling (SPEC section 3). */
  ProfilePic?: string | null;
  fatherFirstName?: string | null;
  fatherLastName?: string | null;
  motherFirstName?: string | null;
  motherLastName?: string | null;
  year?: StudentYear | null;
  personalInfo?: PersonalInfo | null;
  contactInfo?: ContactInfo | null;
  fees?: Fee[];
  results?: ExamResult[];
  gradeInfo?: GradeInfo[];
}

/** Everything the student dashboard shows, in one call. */
export const STUDENT_DASHBOARD_INCLUDE = 'personalInfo,contactInfo,fees,results.subject,gradeInfo.subject';

export const getStudent = (id: number | string, include = STUDENT_DASHBOARD_INCLUDE) =>
  api.get<Student>(`/students/${encodeURIComponent(String(id))}`, { include });

/** Profile pictures: the API's uploads path plus the ProfilePic value (SPEC section 7). */
export const uploadsUrl = (file: string) => `${apiBase()}/uploads/${encodeURIComponent(file)}`;
