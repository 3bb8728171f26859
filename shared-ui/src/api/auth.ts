import { api } from './client.ts';

export type UserType = 'admin' | 'student' | 'faculty';

export interface AuthStatus {
  isAuthenticated: boolean;
  user?: { id: number | string; type: UserType };
  mustChangePassword?: boolean;
}

export const getAuthStatus = () => api.get<AuthStatus>('/auth/status');
export const logout = () => api.post<{ message: string }>('/auth/logout');
