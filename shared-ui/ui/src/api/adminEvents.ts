import type { RouteBody } from '@college/contract';
import { LIST_LIMITS } from '@college/contract/limits';
import { asPage, listQuery, type ListParams } from './adminList.ts';
import { call } from '@college/shared-ui/state';
import type { ListedEvent } from './events.ts';

export type AdminEvent = ListedEvent;

/** `eventPhoto`: a new photo as base64 (no `data:` prefix); null removes the photo; left out keeps the current one. */
export type EventPayload = RouteBody<'POST /events'>;

/** The most the API gives in one page. */
const LARGEST_PAGE = LIST_LIMITS.maxPageSize;

export const listEvents = (params: ListParams, signal?: AbortSignal) => call('GET /events', { query: listQuery(params), signal }).then(asPage);

/** Every event (for CSV export), page by page: unpaged, the API answers only the newest few. */
export async function listAllEvents(params: Pick<ListParams, 'q' | 'sort'>): Promise<AdminEvent[]> {
  const events: AdminEvent[] = [];
  for (let page = 1; ; page++) {
    const answer = await listEvents({ ...params, page, pageSize: LARGEST_PAGE });
    events.push(...answer.items);
    if (answer.items.length < LARGEST_PAGE || events.length >= answer.total) return events;
  }
}

export const createEvent = (body: EventPayload) => call('POST /events', { body });
export const updateEvent = (id: number, body: EventPayload) => call('PUT /events/:id', { params: { id }, body });
export const deleteEvent = (id: number) => call('DELETE /events/:id', { params: { id } });
