import type { Static } from 'typebox';
import type { calendarEntryReply, RouteBody } from '@college/contract';
import { asList, asPage, everythingQuery, listQuery, type ListParams } from './adminList.ts';
import { call } from '@college/shared-ui/state';

export type AdminCalendarEntry = Static<typeof calendarEntryReply>;
export type CalendarEntryPayload = RouteBody<'POST /academic-calendar'>;

export const listCalendarEntries = (params: ListParams, signal?: AbortSignal) =>
  call('GET /academic-calendar', { query: listQuery(params), signal }).then(asPage);
export const listAllCalendarEntries = (params: Pick<ListParams, 'q' | 'sort'>) =>
  call('GET /academic-calendar', { query: everythingQuery(params) }).then(asList);
export const createCalendarEntry = (body: CalendarEntryPayload) => call('POST /academic-calendar', { body });
export const updateCalendarEntry = (id: number, body: CalendarEntryPayload) => call('PUT /academic-calendar/:id', { params: { id }, body });
export const deleteCalendarEntry = (id: number) => call('DELETE /academic-calendar/:id', { params: { id } });
