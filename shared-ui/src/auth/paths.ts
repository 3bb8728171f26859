import type { UserType } from '../api/auth.ts';
import type { SessionUser } from '../api/login.ts';
import { dashboardPathFor, loginPathFor, loginUrl } from '../format/roles.ts';

export { dashboardPathFor, loginPathFor, loginUrl };

const AREAS: [prefix: string, type: UserType][] = [
  ['/student-dashboard', 'student'],
  ['/faculty-dashboard', 'faculty'],
  ['/admin-dashboard', 'admin'],
];
const LOGIN_PATHS = ['/student-login', '/faculty-login'];

/** Only same-origin relative paths are accepted as `next` (no `//host`, no scheme, no backslash tricks). */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const base = 'https://same-origin.invalid';
  const url = new URL(raw, base);
  // The URL parser drops tabs and newlines, so `/\t/host` is caught here as another origin.
  if (url.origin !== base || url.pathname.startsWith('//')) return null;
  if (LOGIN_PATHS.some((path) => url.pathname === path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** After signing in: back to `next` when it is safe and not another role's area, else the user's dashboard. */
export function destinationAfterLogin(user: SessionUser, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe) return dashboardPathFor(user);
  const area = AREAS.find(([prefix]) => safe === prefix || safe.startsWith(`${prefix}/`));
  if (area && area[1] !== user.type) return dashboardPathFor(user);
  return safe;
}
