import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../auth/account.entity.ts';

export const PASSWORD_LINK_PURPOSES = ['reset', 'first-sign-in'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** A link that sets an account's password once. Only a hash of its secret is kept: a database copy opens nothing. */
const PasswordLinkSchema = defineEntity({
  name: 'PasswordLink',
  tableName: 'password_link',
  properties: {
    id: p.integer().primary(),
    account: () => p.manyToOne(Account).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    purpose: p.enum(PASSWORD_LINK_PURPOSES),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class PasswordLink extends PasswordLinkSchema.class {}
PasswordLinkSchema.setClass(PasswordLink);
