import type { EntityManager } from '@mikro-orm/core';
import type { SessionUser } from '../../plugins/session.ts';
import { AuditLog } from './audit-log.entity.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'reset-password';

/** Queues an audit row in the caller's unit of work, so it commits (or not) with the change itself. */
export function recordAudit(
  em: EntityManager,
  actor: SessionUser | null,
  action: AuditAction,
  entity: string,
  entityId: number | null,
  changes?: { before?: unknown; after?: unknown },
): void {
  em.create(AuditLog, {
    actorAccountId: actor?.accountId ?? null,
    actorType: actor?.type ?? 'system',
    action,
    entity,
    entityId,
    at: new Date(),
    changes: changes ?? null,
  });
}
