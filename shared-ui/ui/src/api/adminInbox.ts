// The admin inbox of submissions (applications contract): list, detail, status, notes, files, export, delete.
import type { Static } from 'typebox';
import type { inboxFile, inboxItem, inboxNote, inboxStatusChange, RouteReply } from '@college/contract';
import { listQuery, type ListParams } from './adminList.ts';
import { apiBase, call, type Query } from '@college/shared-ui/state';
import type { SubmissionKind, SubmissionStatus } from './submissions.ts';

export type { SubmissionKind, SubmissionStatus };

export type InboxItem = Static<typeof inboxItem>;
export type InboxFile = Static<typeof inboxFile>;
export type InboxNote = Static<typeof inboxNote>;
export type InboxStatusChange = Static<typeof inboxStatusChange>;
/** `fields`: the form's fields by their form names. */
export type SubmissionDetail = RouteReply<'GET /inbox/:id'>;

export interface InboxFilters {
  kind?: SubmissionKind | '';
  status?: SubmissionStatus | '';
  /** YYYY-MM-DD, on the received date */
  from?: string;
  to?: string;
}

const filterQuery = (filters: InboxFilters) => ({
  kind: filters.kind || undefined,
  status: filters.status || undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

export const listInbox = (params: ListParams, filters: InboxFilters, signal?: AbortSignal) =>
  call('GET /inbox', { query: listQuery(params, filterQuery(filters)), signal });
export const inboxUnreadCount = () => call('GET /inbox/unread-count');
export const getSubmission = (id: number) => call('GET /inbox/:id', { params: { id } });
export const markSubmissionRead = (id: number) => call('POST /inbox/:id/read', { params: { id } });
export const changeSubmissionStatus = (id: number, status: SubmissionStatus) => call('PATCH /inbox/:id', { params: { id }, body: { status } });
export const addSubmissionNote = (id: number, text: string) => call('POST /inbox/:id/notes', { params: { id }, body: { text } });
export const deleteSubmission = (id: number) => call('DELETE /inbox/:id', { params: { id } });

/** Where a file downloads from (a plain link: the browser saves the attachment). */
export const submissionFileUrl = (id: number, fileId: number) => `${apiBase()}/inbox/${id}/files/${fileId}`;

/** The CSV export of the list as filtered and searched now. */
export function inboxExportUrl(filters: InboxFilters, q?: string): string {
  const params = new URLSearchParams();
  const query: Query = { ...filterQuery(filters), q: q?.trim() || undefined };
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return `${apiBase()}/inbox/export.csv${qs ? `?${qs}` : ''}`;
}
