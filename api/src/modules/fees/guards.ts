import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../shared/http-errors.ts';
import { paymentOwner } from './fee-reads.ts';

/**
 * A receipt (`/payments/:id/receipt`) is for the student who paid and for admins. Another student gets the
 * same 403 whether or not the payment exists.
 */
export async function requirePayingStudentOrAdmin(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) throw unauthorized();
  if (user.type === 'admin') return;
  const { id } = request.params as { id?: string };
  const owner = user.type === 'student' && id && /^[1-9][0-9]{0,8}$/.test(id) ? await paymentOwner(request.server.sql, Number(id)) : null;
  if (owner === null || owner !== user.id) {
    request.log.warn({ event: 'access_refused', status: 403, reason: 'not the paying student', userType: user.type, userId: user.id }, 'access refused');
    throw forbidden('You may only access your own record');
  }
}
