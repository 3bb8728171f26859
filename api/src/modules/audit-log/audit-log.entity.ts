import { defineEntity, p } from '@mikro-orm/core';

/** Who changed what and when. No foreign keys: rows outlive the accounts and records they name. */
const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: p.integer().primary(),
    actorAccountId: p.integer().nullable(),
    actorType: p.string().length(20),
    action: p.string().length(40),
    entity: p.string().length(40),
    entityId: p.integer().nullable(),
    at: p.datetime().index(),
    /** What the record was before and after the change (absent on rows older than this column). */
    changes: p.json<{ before?: unknown; after?: unknown }>().nullable(),
  },
});

export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);
