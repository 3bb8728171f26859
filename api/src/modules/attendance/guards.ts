import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../shared/http-errors.ts';

/**
 * `/periods/:id/attendance`: admins, and the teacher of that period (CONTRACT §10: their sessions). Anyone
 * else gets the same 403 whether or not the period exists.
 */
export async function requirePeriodTeacherOrAdmin(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (user?.type === 'admin') return;
  const { rowCount } =
    user?.type === 'faculty'
      ? await request.server.sql.query({
          name: 'period-teacher',
          text: 'select 1 from timetable_period where id = $1 and faculty_id = $2',
          values: [Number((request.params as { id: string }).id), user.id],
        })
      : { rowCount: 0 };
  if (!rowCount) {
    request.log.warn(
      { event: 'access_refused', status: 403, reason: 'not the teacher of this period', userType: user?.type, userId: user?.id },
      'access refused',
    );
    throw forbidden('You may only take attendance in your own periods');
  }
}
