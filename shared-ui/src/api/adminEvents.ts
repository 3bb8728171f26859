import { api } from '@college/shared-ui/state';
import { type ListParams, listQuery, type Paged } from './adminList.ts';
import type { ListedEvent } from './events.ts';

export type AdminEvent = ListedEvent;

export interface EventPayload {
  eventTitle: string;
  eventDate: string;
  /** A new photo as base64 (no `data:` prefix); null removes the photo; left out keeps the current one. */
  eventPhoto?: string | null;
}

/** The most the API gives in one page. */
const LARGEST_PAGE = 100;

export const listEvents = (params: ListParams, signal?: AbortSignal) => api.get<Paged<AdminEvent>>('/events', listQuery(params), signal);

/** Every event (for CSV export), page by page: unpaged, the API answers only the newest few. */
export async function listAllEvents(params: Pick<ListParams, 'q' | 'sort'>): Promise<AdminEvent[]> {
  const events: AdminEvent[] = [];
  for (let page = 1; ; page++) {
    const answer = await listEvents({ ...params, page, pageSize: LARGEST_PAGE });
    events.push(...answer.items);
    if (answer.items.length < LARGEST_PAGE || events.length >= answer.total) return events;
  }
}

export const createEvent = (body: EventPayload) => api.post<AdminEvent>('/events', body);
export const updateEvent = (id: number, body: EventPayload) => api.put<AdminEvent>(`/events/${id}`, body);
export const deleteEvent = (id: number) => api.delete<{ message: string }>(`/events/${id}`);
