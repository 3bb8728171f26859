import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../shared/http-errors.ts';
import { ContactInfo } from '../contact-info/contact-info.entity.ts';

/** CONTRACT §5: a faculty member may edit their own record, but not its e-mail (their sign-in name). */
export async function forbidFacultyEmailChange(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (user?.type !== 'faculty') return;
  const email = (request.body as { contactInfo?: { email?: string } } | undefined)?.contactInfo?.email;
  if (email === undefined) return;
  const current = await request.server.orm.em.findOne(ContactInfo, { faculty: user.id });
  if (email.trim().toLowerCase() !== current?.email) {
    request.log.warn({ event: 'access_refused', reason: 'faculty email change', userId: user.id }, 'access refused');
    throw forbidden('Faculty members cannot change their e-mail address');
  }
}
