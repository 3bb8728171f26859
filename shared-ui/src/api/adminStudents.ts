import { api } from '@college/shared-ui/state';
import { everythingQuery, type ContactDetails, listQuery, type ListParams, type Paged, type PersonInfo, type WithInitialPassword, type Year } from './adminList.ts';

export interface AdminStudent {
  id: number;
  firstName: string;
  lastName: string;
  enrollmentNumber: string;
  ProfilePic: string | null;
  fatherFirstName: string;
  fatherLastName: string;
  motherFirstName: string;
  motherLastName: string;
  year: Year;
  personalInfo?: PersonInfo | null;
  contactInfo?: ContactDetails | null;
}

export interface StudentPayload {
  firstName: string;
  lastName: string;
  fatherFirstName: string;
  fatherLastName: string;
  motherFirstName: string;
  motherLastName: string;
  year: Year;
  personalInfo: { dob: string; address: string; gender: string; nationality: string; religion: string };
  contactInfo: { email: string; phone: string };
}

const include = 'personalInfo,contactInfo';

export const listStudents = (params: ListParams, signal?: AbortSignal) =>
  api.get<Paged<AdminStudent>>('/students', listQuery(params, { include }), signal);
export const listAllStudents = (params: Pick<ListParams, 'q' | 'sort'>) => api.get<AdminStudent[]>('/students', everythingQuery(params, { include }));
export const createStudent = (body: StudentPayload) => api.post<AdminStudent & WithInitialPassword>('/students', body);
export const updateStudent = (id: number, body: StudentPayload) => api.put<AdminStudent>(`/students/${id}`, body);
export const deleteStudent = (id: number) => api.delete<{ message: string }>(`/students/${id}`);
/** New one-time password; the user's sessions end and they must choose a new one at sign-in. */
export const resetStudentPassword = (id: number): Promise<WithInitialPassword> =>
  api.post<{ temporaryPassword: string }>(`/users/student/${id}/reset-password`).then((answer) => ({ initialPassword: answer.temporaryPassword }));
