import { api } from '@college/shared-ui';
import { everythingQuery, listQuery, type ListParams, type Paged } from './adminList.ts';

export interface AdminEvent {
  id: number;
  eventTitle: string;
  eventDate: string;
  /** Base64 image data without the `data:` prefix, or null. */
  eventPhoto: string | null;
}

export type EventPayload = Omit<AdminEvent, 'id'>;

export const listEvents = (params: ListParams, signal?: AbortSignal) => api.get<Paged<AdminEvent>>('/events', listQuery(params), signal);
export const listAllEvents = (params: Pick<ListParams, 'q' | 'sort'>) => api.get<AdminEvent[]>('/events', everythingQuery(params));
export const createEvent = (body: EventPayload) => api.post<AdminEvent>('/events', body);
export const updateEvent = (id: number, body: EventPayload) => api.put<AdminEvent>(`/events/${id}`, body);
export const deleteEvent = (id: number) => api.delete<{ message: string }>(`/events/${id}`);
