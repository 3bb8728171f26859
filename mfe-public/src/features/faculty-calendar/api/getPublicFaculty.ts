import { api } from '@college/shared-ui';

/** GET /api/public/faculty: names, designation and specialization only (CONTRACT section 5). */
export interface PublicFacultyMember {
  firstName: string;
  lastName: string;
  designation: string;
  specialization: string;
}

export const getPublicFaculty = (signal?: AbortSignal) => api.get<PublicFacultyMember[]>('/public/faculty', undefined, signal);
