import { api } from './client.ts';
import { everythingQuery, listQuery, type ListParams, type Paged } from './adminList.ts';

export interface AuditEntry {
  id: number;
  at: string;
  actorType: string;
  actorAccountId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
}

/** `entity` narrows to one kind of record (student, faculty, subject, event, calendar-entry...). */
export const listAuditLog = (params: ListParams, entity: string, signal?: AbortSignal) =>
  api.get<Paged<AuditEntry>>('/audit-log', listQuery(params, { entity: entity || undefined }), signal);
/** The newest entries (the server caps an unpaged answer). */
export const listAllAuditLog = (params: Pick<ListParams, 'sort'>, entity: string) =>
  api.get<AuditEntry[]>('/audit-log', everythingQuery(params, { entity: entity || undefined }));
