import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { AppConfig } from '../../config/env.ts';
import type { Account } from '../auth/account.entity.ts';
import { displayNameOf } from '../auth/sign-in.ts';
import { enqueueMail } from '../mail/messages.ts';
import { firstSignInMail, passwordResetMail } from './account-mails.ts';
import { PasswordLink, type PasswordLinkPurpose } from './password-link.entity.ts';

/** A reset link is short-lived; a first-sign-in link waits as long as a one-time password did. */
export const RESET_LINK_MINUTES = 30;

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The login page of the account's portal, with the secret in the fragment: never sent to a server or a log. */
function linkUrl(siteOrigin: string, account: Account, purpose: PasswordLinkPurpose, token: string): string {
  const page = account.type === 'faculty' ? '/faculty-login' : '/student-login';
  return `${siteOrigin}${page}#${purpose === 'reset' ? 'reset' : 'welcome'}=${token}`;
}

/** The newest link of a kind is the only one that works: an older one in a mailbox opens nothing. */
async function issueLink(em: EntityManager, account: Account, purpose: PasswordLinkPurpose, validMinutes: number, now: Date): Promise<string> {
  await em.nativeUpdate(PasswordLink, { account: account.id, purpose, usedAt: null }, { usedAt: now });
  const token = randomBytes(32).toString('base64url');
  em.create(PasswordLink, {
    account,
    tokenHash: hashLinkToken(token),
    purpose,
    expiresAt: new Date(now.getTime() + validMinutes * 60_000),
    usedAt: null,
    createdAt: now,
  });
  return token;
}

export interface LinkSettings {
  siteOrigin: string;
  firstSignInHours: number;
}

export const linkSettings = (config: AppConfig): LinkSettings => ({
  // the first allowed origin is the site's own: where the shell serves the login pages
  siteOrigin: config.allowedOrigins[0] ?? '',
  firstSignInHours: config.oneTimePasswordTtlHours,
});

/** A reset link and its mail, in the caller's transaction (sent only if it commits). */
export async function queuePasswordReset(em: EntityManager, account: Account, settings: LinkSettings, now = new Date()): Promise<void> {
  const token = await issueLink(em, account, 'reset', RESET_LINK_MINUTES, now);
  enqueueMail(em, [passwordResetMail(account.login, linkUrl(settings.siteOrigin, account, 'reset', token), RESET_LINK_MINUTES)], now);
}

/** A first-sign-in link and its mail for a new account (student and faculty loaded, for the greeting). */
export async function queueFirstSignIn(em: EntityManager, account: Account, settings: LinkSettings, now = new Date()): Promise<void> {
  const token = await issueLink(em, account, 'first-sign-in', settings.firstSignInHours * 60, now);
  const url = linkUrl(settings.siteOrigin, account, 'first-sign-in', token);
  enqueueMail(em, [firstSignInMail(account.login, displayNameOf(account), url, settings.firstSignInHours)], now);
}
