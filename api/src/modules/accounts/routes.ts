import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { conflict, FieldError, HttpError, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Account } from '../auth/account.entity.ts';
import { clearLoginFailures, loginKeys } from '../auth/login-throttle.ts';
import { newPasswordProblem } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { userIdOf } from '../auth/sign-in.ts';
import { type RunSql, TooManyRequests, takeSlot } from '../submissions/address-limit.ts';
import { hashLinkToken, linkSettings, queueFirstSignIn, queuePasswordReset, RESET_LINK_MINUTES } from './links.ts';
import { PasswordLink } from './password-link.entity.ts';

/** The one answer to a reset request, whether or not an account uses the address. */
export const RESET_REQUESTED = `If an account uses this address, we have sent it a link to choose a new password. The link works once, within ${RESET_LINK_MINUTES} minutes.`;
export const LINK_NOT_VALID = 'This link has expired or has already been used. Ask for a new one.';
const TOO_MANY_RESETS = 'Too many password reset requests from your network. Please try again in a few minutes.';
/** Reset mails one account gets per window, whoever asks: a mailbox is not flooded. */
const RESETS_PER_ACCOUNT = 3;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Counts like the submission limits, but answers false instead of refusing: the caller must not say why. */
async function accountSlotFree(run: RunSql, key: string, windowMinutes: number): Promise<boolean> {
  await run('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
  const rows = await run('select count(*)::int as used from submission_attempt where key = ? and attempted_at > now() - make_interval(mins => ?)', [
    key,
    windowMinutes,
  ]);
  if (Number(rows[0]?.used ?? 0) >= RESETS_PER_ACCOUNT) return false;
  await run('insert into submission_attempt (key, attempted_at) values (?, now())', [key]);
  return true;
}

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['auth'];
  const settings = linkSettings(app.config);
  const windowMinutes = app.config.submissionWindowMinutes;

  app.post('/auth/password-reset', { config: { public: true }, schema: { tags, ...apiRoutes['POST /auth/password-reset'] } }, async (request, reply) => {
    const login = request.body.email.trim().toLowerCase();
    let queued = 0;
    try {
      await app.orm.em.fork().transactional(async (tx) => {
        const run: RunSql = (text, params) => tx.getConnection().execute(text, params, 'all', tx.getTransactionContext());
        await takeSlot(run, { key: `password-reset:${digest(request.ip)}`, max: app.config.submissionLimit, windowMinutes });
        const accounts = await tx.find(Account, { type: { $in: ['student', 'faculty'] }, login });
        for (const account of accounts) {
          if (!(await accountSlotFree(run, `password-reset-account:${account.id}`, windowMinutes))) {
            request.log.warn({ event: 'password_reset_account_limit', userType: account.type }, 'password reset not sent: account limit');
            continue;
          }
          await queuePasswordReset(tx, account, settings);
          queued++;
        }
      });
    } catch (error) {
      if (error instanceof TooManyRequests) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        throw new HttpError(429, TOO_MANY_RESETS);
      }
      throw error;
    }
    if (queued) app.mailOutbox.wake();
    request.log.info({ event: 'password_reset_requested' }, 'password reset requested');
    return { message: RESET_REQUESTED };
  });

  app.post('/auth/password-link', { config: { public: true }, schema: { tags, ...apiRoutes['POST /auth/password-link'] } }, async (request) => {
    const { token, newPassword } = request.body;
    const em = app.orm.em.fork();
    const link = await em.findOne(PasswordLink, { tokenHash: hashLinkToken(token) }, { populate: ['account.student', 'account.faculty'] });
    const now = new Date();
    if (!link || link.usedAt || link.expiresAt <= now) throw new FieldError('token', LINK_NOT_VALID);
    const account = link.account;
    const problem = newPasswordProblem(newPassword, account.login);
    if (problem) throw new FieldError('newPassword', problem);
    const passwordHash = await hashPassword(newPassword);
    await em.transactional(async (tx) => {
      // single use even against a second click arriving at the same moment
      const claimed = await tx.nativeUpdate(PasswordLink, { id: link.id, usedAt: null }, { usedAt: now });
      if (claimed === 0) throw new FieldError('token', LINK_NOT_VALID);
      await tx.nativeUpdate(PasswordLink, { account: account.id, usedAt: null }, { usedAt: now });
      await tx.nativeUpdate(Account, { id: account.id }, { passwordHash, mustChangePassword: false, passwordSetAt: now });
      await tx.getConnection().execute('delete from session where account_id = ?', [account.id], 'run', tx.getTransactionContext());
      recordAudit(tx, null, 'set-password-by-link', account.type, userIdOf(account), { after: { purpose: link.purpose } });
    });
    await clearLoginFailures(app.sql, loginKeys(request.ip, account.type, account.login)[1] as string);
    request.log.info({ event: 'password_set_by_link', userType: account.type, userId: userIdOf(account) }, 'password set by link');
    return { message: 'Your password is set. Sign in with it now.' };
  });

  app.post(
    '/users/:type/:id/sign-in-link',
    { onRequest: [requireAdmin], schema: { tags: ['users'], ...apiRoutes['POST /users/:type/:id/sign-in-link'] } },
    async (request) => {
      const { type } = request.params;
      const id = Number(request.params.id);
      const em = app.orm.em.fork();
      const account = await em.findOne(Account, type === 'student' ? { type, student: id } : { type, faculty: id }, { populate: ['student', 'faculty'] });
      if (!account) throw notFound('User');
      if (!account.mustChangePassword) throw conflict('This person has already chosen a password; they can use "Forgot password?" on the login page');
      await em.transactional(async (tx) => {
        await queueFirstSignIn(tx, account, settings);
        recordAudit(tx, request.user, 'send-sign-in-link', type, id);
      });
      app.mailOutbox.wake();
      return { message: `A first sign-in link was sent to ${account.login}`, sentTo: account.login };
    },
  );
};
