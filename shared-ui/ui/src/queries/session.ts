import { type AuthStatus, getAuthStatus, type Session, showSession } from '@college/shared-ui/state';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from './client.ts';

const SESSION_KEY = ['session'] as const;

const toSession = (status: AuthStatus | undefined): Session =>
  status?.isAuthenticated && status.user
    ? { state: 'signed-in', user: status.user, mustChangePassword: Boolean(status.mustChangePassword) }
    : { state: 'anonymous' };

/**
 * Who is signed in: one query for the whole page. Its answer stays true until something says otherwise (a login,
 * a logout, a 401, the tab coming back): the guards, the login pages and the top bar read it without asking again.
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<Session> => toSession(await getAuthStatus()),
  staleTime: Number.POSITIVE_INFINITY,
});

// The top bar's first-load copy follows every answer and every login or logout.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryKey[0] !== SESSION_KEY[0]) return;
  const session = event.query.state.data as Session | undefined;
  if (session) showSession(session);
});

/** The session query, for a component. */
export const useSessionQuery = () => useQuery(sessionQuery);

/**
 * The session: the cached answer, else the API's (callers at the same moment share one request). `fresh` always
 * asks, e.g. after a 401, when a tab comes back, or before keeping an idle session.
 */
export function loadSession(options: { fresh?: boolean } = {}): Promise<Session> {
  return options.fresh ? queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }) : queryClient.ensureQueryData(sessionQuery);
}

const sameUser = (a: Session | undefined, b: Session) =>
  a?.state === 'signed-in' && b.state === 'signed-in' ? a.user.id === b.user.id && a.user.type === b.user.type : a?.state === b.state;

function setSession(session: Session) {
  // what one person's pages loaded is never shown to the next one signing in on this tab
  if (!sameUser(queryClient.getQueryData(SESSION_KEY), session)) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, session);
}

/** After a login (its reply) or a new password: every part of the page knows without asking the API again. */
export const sessionStarted = (status: AuthStatus) => setSession(toSession(status));
/** After a logout, or an ended session: the same. */
export const sessionEnded = () => setSession({ state: 'anonymous' });
