import type { Static } from 'typebox';
import type { auditEntryReply } from '@college/contract';
import { asList, asPage, everythingQuery, listQuery, type ListParams } from './adminList.ts';
import { call } from '@college/shared-ui/state';

export type AuditEntry = Static<typeof auditEntryReply>;

/** `entity` narrows to one kind of record (student, faculty, subject, event, calendar-entry...). */
export const listAuditLog = (params: ListParams, entity: string, signal?: AbortSignal) =>
  call('GET /audit-log', { query: listQuery(params, { entity: entity || undefined }), signal }).then(asPage);
/** Every entry matching the search, newest first unless sorted otherwise (the server caps an unpaged answer at 10,000). */
export const listAllAuditLog = (params: Pick<ListParams, 'q' | 'sort'>, entity: string) =>
  call('GET /audit-log', { query: everythingQuery(params, { entity: entity || undefined }) }).then(asList);
