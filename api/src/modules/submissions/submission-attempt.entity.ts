import { defineEntity, p } from '@mikro-orm/core';

/**
 * One row per accepted submission or status check per address key (`submit:...`, `status:...`, the
 * address hashed), counted over a sliding window, as the login throttle counts failures: PostgreSQL holds
 * them, so every API process enforces the same limit.
 */
const SubmissionAttemptSchema = defineEntity({
  name: 'SubmissionAttempt',
  tableName: 'submission_attempt',
  properties: {
    id: p.bigint('number').primary(),
    key: p.string().length(100),
    attemptedAt: p.datetime(),
  },
  indexes: [{ properties: ['key', 'attemptedAt'] }, { properties: ['attemptedAt'] }],
});

export class SubmissionAttempt extends SubmissionAttemptSchema.class {}
SubmissionAttemptSchema.setClass(SubmissionAttempt);
