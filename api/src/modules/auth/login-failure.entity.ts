import { defineEntity, p } from '@mikro-orm/core';

/** One row per failed login per key (`ip:...` and `account:...`), counted over a sliding window. */
const LoginFailureSchema = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failure',
  properties: {
    id: p.bigint('number').primary(),
    key: p.string().length(300),
    failedAt: p.datetime(),
  },
  indexes: [{ properties: ['key', 'failedAt'] }, { properties: ['failedAt'] }],
});

export class LoginFailure extends LoginFailureSchema.class {}
LoginFailureSchema.setClass(LoginFailure);
