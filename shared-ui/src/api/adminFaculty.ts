import { api } from '@college/shared-ui/state';
import { everythingQuery, type ContactDetails, listQuery, type ListParams, type Paged, type PersonInfo, type WithInitialPassword } from './adminList.ts';

export interface AdminFaculty {
  id: number;
  firstName: string;
  lastName: string;
  designation: string;
  specialization: string;
  experienceYears: number;
  yearOfJoining: string;
  personalInfo?: PersonInfo | null;
  contactInfo?: ContactDetails | null;
}

export interface FacultyPayload {
  firstName: string;
  lastName: string;
  designation: string;
  specialization: string;
  experienceYears: number;
  yearOfJoining: string;
  personalInfo: { dob: string; address: string; gender: string; nationality: string; religion: string };
  contactInfo: { email: string; phone: string };
}

const include = 'personalInfo,contactInfo';

export const listFaculty = (params: ListParams, signal?: AbortSignal) =>
  api.get<Paged<AdminFaculty>>('/faculty', listQuery(params, { include }), signal);
export const listAllFaculty = (params: Pick<ListParams, 'q' | 'sort'>) => api.get<AdminFaculty[]>('/faculty', everythingQuery(params, { include }));
export const createFaculty = (body: FacultyPayload) => api.post<AdminFaculty & WithInitialPassword>('/faculty', body);
export const updateFaculty = (id: number, body: FacultyPayload) => api.put<AdminFaculty>(`/faculty/${id}`, body);
export const deleteFaculty = (id: number) => api.delete<{ message: string }>(`/faculty/${id}`);
/** New one-time password; the user's sessions end and they must choose a new one at sign-in. */
export const resetFacultyPassword = (id: number): Promise<WithInitialPassword> =>
  api.post<{ temporaryPassword: string }>(`/users/faculty/${id}/reset-password`).then((answer) => ({ initialPassword: answer.temporaryPassword }));
