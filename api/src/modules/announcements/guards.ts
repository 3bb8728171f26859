import type { FastifyRequest } from 'fastify';
import type { AnnouncementBody } from '../../contract.ts';
import { currentAcademicYear } from '../../shared/academic-year.ts';
import { forbidden } from '../../shared/http-errors.ts';

export const TEACHER_AUDIENCE = 'Teachers post to the class of a subject assigned to them this academic year';

/**
 * Admins post to anyone (CONTRACT §10); a teacher only to their class: a subject assigned to them in the
 * current academic year. Runs after the body is validated; a subject that does not exist is refused the
 * same way as one not theirs.
 */
export async function requireOwnClassOrAdmin(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (user?.type === 'admin') return;
  const body = request.body as AnnouncementBody;
  const assigned =
    user?.type === 'faculty' &&
    body.audience === 'subject' &&
    body.subjectId !== undefined &&
    (
      await request.server.sql.query({
        name: 'announcement-own-class',
        text: 'select 1 from teaching_assignment where faculty_id = $1 and subject_id = $2 and academic_year = $3',
        values: [user.id, body.subjectId, currentAcademicYear()],
      })
    ).rowCount;
  if (!assigned) {
    request.log.warn({ event: 'access_refused', status: 403, reason: 'not their class', userType: user?.type, userId: user?.id }, 'access refused');
    throw forbidden(TEACHER_AUDIENCE);
  }
}
