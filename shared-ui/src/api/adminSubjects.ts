import { api } from '@college/shared-ui/state';
import { everythingQuery, listQuery, type ListParams, type Paged, type Year } from './adminList.ts';

export interface AdminSubject {
  id: number;
  code: string;
  name: string;
  year: Year;
}

export type SubjectPayload = Omit<AdminSubject, 'id'>;

export const listSubjects = (params: ListParams, year: Year, signal?: AbortSignal) =>
  api.get<Paged<AdminSubject>>('/subjects', listQuery(params, { year }), signal);
export const listAllSubjects = (params: Pick<ListParams, 'q' | 'sort'>, year: Year) => api.get<AdminSubject[]>('/subjects', everythingQuery(params, { year }));
export const createSubject = (body: SubjectPayload) => api.post<AdminSubject>('/subjects', body);
export const updateSubject = (id: number, body: SubjectPayload) => api.put<AdminSubject>(`/subjects/${id}`, body);
export const deleteSubject = (id: number) => api.delete<{ message: string }>(`/subjects/${id}`);
