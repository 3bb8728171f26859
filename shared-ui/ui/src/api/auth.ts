import type { RouteReply, UserType } from '@college/contract';
import { call } from './client.ts';

export type { UserType };

/** `user.name`: how the person is greeted (full name, or the admin's login). */
export type AuthStatus = RouteReply<'GET /auth/status'>;

export const getAuthStatus = () => call('GET /auth/status');
export const logout = () => call('POST /auth/logout');
