import type { UserType } from '../api/auth.ts';

export const roleLabels: Record<UserType, string> = { admin: 'Admin', student: 'Student', faculty: 'Faculty' };

/** Where each role signs in; admins sign in (and out) at the faculty login. */
export const loginPathFor = (type: UserType) => (type === 'student' ? '/student-login' : '/faculty-login');

export function dashboardPathFor(user: { id: number | string; type: UserType }): string {
  if (user.type === 'admin') return '/admin-dashboard';
  return `/${user.type}-dashboard/${encodeURIComponent(String(user.id))}`;
}

/** A login page's address: `expired` explains why the person is there, `next` is where to go back to. */
export function loginUrl(loginPath: string, options: { next?: string; expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.expired) params.set('expired', '1');
  if (options.next) params.set('next', options.next);
  const query = params.toString();
  return query ? `${loginPath}?${query}` : loginPath;
}
