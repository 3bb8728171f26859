// The admin inbox of submissions (applications contract): list, detail, status, notes, files, export, delete.
import { api, apiBase, type Query, request } from '@college/shared-ui';
import { listQuery, type ListParams, type Paged } from './adminList.ts';
import type { SubmissionKind, SubmissionStatus } from './submissions.ts';

export type { SubmissionKind, SubmissionStatus };

export interface InboxItem {
  id: number;
  reference: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  name: string;
  email: string;
  receivedAt: string;
  read: boolean;
  files: number;
}

export interface InboxFile {
  id: number;
  field: string;
  fileName: string;
  size: number;
}

export interface InboxNote {
  id: number;
  text: string;
  author: string;
  at: string;
}

export interface InboxStatusChange {
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  by: string;
  at: string;
}

export interface SubmissionDetail extends Omit<InboxItem, 'files'> {
  /** The form's fields by their form names. */
  fields: Record<string, string | number | null>;
  files: InboxFile[];
  notes: InboxNote[];
  history: InboxStatusChange[];
}

export interface InboxFilters {
  kind?: SubmissionKind | '';
  status?: SubmissionStatus | '';
  /** YYYY-MM-DD, on the received date */
  from?: string;
  to?: string;
}

const filterQuery = (filters: InboxFilters): Query => ({
  kind: filters.kind || undefined,
  status: filters.status || undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

export const listInbox = (params: ListParams, filters: InboxFilters, signal?: AbortSignal) =>
  api.get<Paged<InboxItem>>('/inbox', listQuery(params, filterQuery(filters)), signal);
export const inboxUnreadCount = () => api.get<{ unread: number }>('/inbox/unread-count');
export const getSubmission = (id: number) => api.get<SubmissionDetail>(`/inbox/${id}`);
export const changeSubmissionStatus = (id: number, status: SubmissionStatus) => request<SubmissionDetail>('PATCH', `/inbox/${id}`, { body: { status } });
export const addSubmissionNote = (id: number, text: string) => api.post<SubmissionDetail>(`/inbox/${id}/notes`, { text });
export const deleteSubmission = (id: number) => api.delete<{ message: string }>(`/inbox/${id}`);

/** Where a file downloads from (a plain link: the browser saves the attachment). */
export const submissionFileUrl = (id: number, fileId: number) => `${apiBase()}/inbox/${id}/files/${fileId}`;

/** The CSV export of the list as filtered and searched now. */
export function inboxExportUrl(filters: InboxFilters, q?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filterQuery(filters), q: q?.trim() || undefined })) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return `${apiBase()}/inbox/export.csv${qs ? `?${qs}` : ''}`;
}
