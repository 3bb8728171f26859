import type { RouteBody, RouteReply } from '@college/contract';
import type { UserType } from './auth.ts';
import { call } from '@college/shared-ui/state';

export type LoginReply = RouteReply<'POST /auth/admin/login'>;
export type SessionUser = LoginReply['user'];

/** Admins sign in by username, students and faculty by e-mail (SPEC section 7). */
export function login(role: UserType, identifier: string, password: string): Promise<LoginReply> {
  if (role === 'admin') return call('POST /auth/admin/login', { body: { username: identifier, password } });
  return call(role === 'student' ? 'POST /auth/student/login' : 'POST /auth/faculty/login', { body: { email: identifier, password } });
}

export type PasswordChange = RouteBody<'PUT /auth/password'>;

export const changePassword = (body: PasswordChange) => call('PUT /auth/password', { body });
