import { defineEntity, p } from '@mikro-orm/core';
import { notifySessionChange } from '../../db/change-triggers.ts';
import { Account } from './account.entity.ts';

/** Server-side session rows for @fastify/session (read and written with plain SQL by the store). */
const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  triggers: [notifySessionChange],
  properties: {
    sid: p.string().length(128).primary(),
    account: () => p.manyToOne(Account).nullable().deleteRule('cascade').index(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
