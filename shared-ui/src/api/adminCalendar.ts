import { api } from '@college/shared-ui/state';
import { everythingQuery, listQuery, type ListParams, type Paged, type Year } from './adminList.ts';

export interface AdminCalendarEntry {
  id: number;
  year: Year;
  event: string;
  date: string;
}

export type CalendarEntryPayload = Omit<AdminCalendarEntry, 'id'>;

export const listCalendarEntries = (params: ListParams, signal?: AbortSignal) =>
  api.get<Paged<AdminCalendarEntry>>('/academic-calendar', listQuery(params), signal);
export const listAllCalendarEntries = (params: Pick<ListParams, 'q' | 'sort'>) =>
  api.get<AdminCalendarEntry[]>('/academic-calendar', everythingQuery(params));
export const createCalendarEntry = (body: CalendarEntryPayload) => api.post<AdminCalendarEntry>('/academic-calendar', body);
export const updateCalendarEntry = (id: number, body: CalendarEntryPayload) => api.put<AdminCalendarEntry>(`/academic-calendar/${id}`, body);
export const deleteCalendarEntry = (id: number) => api.delete<{ message: string }>(`/academic-calendar/${id}`);
