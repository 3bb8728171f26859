import type { FastifyRequest } from 'fastify';
import type { UserType } from '../../shared/domain.ts';
import type { Account } from './account.entity.ts';

/** The id a portal routes by: student id, faculty id, or the admin's account id. */
export function userIdOf(account: Account): number {
  if (account.type === 'student' && account.student) return account.student.id;
  if (account.type === 'faculty' && account.faculty) return account.faculty.id;
  return account.id;
}

/** How the person is greeted: a student's or faculty member's full name, the admin's login. Needs student and faculty loaded. */
export function displayNameOf(account: Account): string {
  const person = account.type === 'student' ? account.student : account.type === 'faculty' ? account.faculty : null;
  const name = person ? [person.firstName, person.lastName].filter(Boolean).join(' ').trim() : '';
  return name || account.login;
}

/** Starts a fresh session (new id: no fixation) for the account. */
export async function signIn(request: FastifyRequest, account: Account): Promise<void> {
  await request.session.regenerate();
  const now = Date.now();
  request.session.user = {
    accountId: account.id,
    type: account.type as UserType,
    id: userIdOf(account),
    mustChangePassword: account.mustChangePassword,
    name: displayNameOf(account),
    ...(account.type === 'student' && account.student && account.student.status !== 'active' && { formerStudent: true }),
  };
  request.session.createdAt = now;
  request.session.lastSeenAt = now;
}
