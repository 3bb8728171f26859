import type { EntityManager } from '@mikro-orm/core';
import type { SessionUser } from '../../plugins/session.ts';
import { AuditLog } from './audit-log.entity.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'reset-password' | 'publish' | 'reopen' | 'send-sign-in-link' | 'set-password-by-link' | 'promote';

/** The record before and after the change, as plain JSON (omitted parts: nothing there). */
export type AuditChanges = { before?: unknown; after?: unknown };

/** Queues an audit row in the caller's unit of work, so it commits (or not) with the change itself. */
export function recordAudit(
  em: EntityManager,
  actor: SessionUser | null,
  action: AuditAction,
  entity: string,
  entityId: number | null,
  changes?: AuditChanges,
): void {
  em.create(AuditLog, {
    actorAccountId: actor?.accountId ?? null,
    actorType: actor?.type ?? 'system',
    action,
    entity,
    entityId,
    at: new Date(),
    changes: changes ? JSON.parse(JSON.stringify(changes)) : null,
  });
}
