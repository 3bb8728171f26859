import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Account } from '../auth/account.entity.ts';
import { generatePassword, hashPassword } from '../auth/passwords.ts';

/**
 * Admin resets a user's password: a new one-time password (shown once), a forced change at the next
 * sign-in, and every session of that user ends. `id` is the student id, faculty id or admin account id.
 */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:type/:id/reset-password',
    { onRequest: [requireAdmin], schema: { tags: ['users'], ...apiRoutes['POST /users/:type/:id/reset-password'] } },
    async (request) => {
      const { type } = request.params;
      const id = Number(request.params.id);
      const owner = type === 'student' ? { student: id } : type === 'faculty' ? { faculty: id } : { id };
      // a missing user costs no password hash
      if ((await app.orm.em.count(Account, { type, ...owner })) === 0) throw notFound('User');
      const temporaryPassword = generatePassword();
      const passwordHash = await hashPassword(temporaryPassword);
      await app.orm.em.transactional(async (tx) => {
        const account = await tx.findOne(Account, { type, ...owner });
        if (!account) throw notFound('User');
        account.passwordHash = passwordHash;
        account.mustChangePassword = true;
        account.passwordSetAt = new Date();
        await tx.getConnection().execute('delete from session where account_id = ?', [account.id], 'run', tx.getTransactionContext());
        recordAudit(tx, request.user, 'reset-password', type, id);
      });
      return { temporaryPassword, message: 'Password reset; the user must choose a new one at the next sign-in' };
    },
  );
};
