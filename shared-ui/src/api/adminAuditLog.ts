import { api } from '@college/shared-ui/state';
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
/** Every entry matching the search, newest first unless sorted otherwise (the server caps an unpaged answer at 10,000). */
export const listAllAuditLog = (params: Pick<ListParams, 'q' | 'sort'>, entity: string) =>
  api.get<AuditEntry[]>('/audit-log', everythingQuery(params, { entity: entity || undefined }));
