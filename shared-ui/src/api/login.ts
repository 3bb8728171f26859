import type { AuthStatus, UserType } from './auth.ts';
import { api } from '@college/shared-ui/state';

export type SessionUser = NonNullable<AuthStatus['user']>;

export interface LoginReply {
  user: SessionUser;
  message: string;
  mustChangePassword?: boolean;
}

/** Admins sign in by username, students and faculty by e-mail (SPEC section 7). */
export function login(role: UserType, identifier: string, password: string): Promise<LoginReply> {
  if (role === 'admin') return api.post<LoginReply>('/auth/admin/login', { username: identifier, password });
  return api.post<LoginReply>(`/auth/${role}/login`, { email: identifier, password });
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export const changePassword = (body: PasswordChange) => api.put<{ message: string }>('/auth/password', body);
