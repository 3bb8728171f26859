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

/**
 * The navigation state a dashboard leaves with when its record could not be loaded (a silent move to the login
 * page): the login page then shows its form even to a signed-in user, whom it would otherwise send straight back
 * to that dashboard, over and over.
 */
export const DASHBOARD_FAILED = { dashboardFailed: true } as const;

/** Whether a login page was reached from a dashboard that could not load (DASHBOARD_FAILED). */
export const cameFromFailedDashboard = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<typeof DASHBOARD_FAILED>).dashboardFailed === true;
