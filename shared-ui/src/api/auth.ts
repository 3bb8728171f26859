import { api } from './client.ts';

export type UserType = 'admin' | 'student' | 'faculty';

export interface AuthStatus {
  isAuthenticated: boolean;
  /** `name`: how the person is greeted (full name, or the admin's login). */
  user?: { id: number | string; type: UserType; name?: string };
  mustChangePassword?: boolean;
}

export const getAuthStatus = () => api.get<AuthStatus>('/auth/status');
export const logout = () => api.post<{ message: string }>('/auth/logout');
