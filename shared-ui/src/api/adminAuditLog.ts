import { api } from './client.ts';
import { everythingQuery, listQuery, type ListParams, type Paged } from './adminList.ts';

export interface AuditEntry {
  id: number;
  at: string;
  actorType: string;
  actorAccountId: number | null;
  actorName?: string | null;
  action: string;
  entity: string;
  entityId: number | null;
}

export const listAuditLog = (params: ListParams, signal?: AbortSignal) => api.get<Paged<AuditEntry>>('/audit-log', listQuery(params), signal);
export const listAllAuditLog = (params: Pick<ListParams, 'q' | 'sort'>) => api.get<AuditEntry[]>('/audit-log', everythingQuery(params));
