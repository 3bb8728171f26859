// Who is signed in, as every part of the page sees it. shared-ui's core is one shared singleton, so the
// shell's top bar and the portals read and change the same state: a portal's login, logout or expiry
// shows in the chrome at once, and callers that ask at the same moment share one request.
import { useSyncExternalStore } from 'react';
import { type AuthStatus, getAuthStatus } from '../api/auth.ts';
import type { SessionUser } from '../api/login.ts';

export type Session = { state: 'unknown' } | { state: 'anonymous' } | { state: 'signed-in'; user: SessionUser; mustChangePassword: boolean };

// Set while someone is signed in on this browser, so an anonymous visit asks the API nothing.
const SIGNED_IN_HINT = 'college.signedIn';
// An answer this fresh is the answer: the top bar and the page that opens with it ask once between them.
const REUSE_MS = 5000;
const UNKNOWN: Session = { state: 'unknown' };

let current: Session = UNKNOWN;
let answeredAt = 0;
let pending: Promise<Session> | undefined;
const listeners = new Set<() => void>();

function publish(status: AuthStatus | undefined): Session {
  current = status?.isAuthenticated && status.user ? { state: 'signed-in', user: status.user, mustChangePassword: Boolean(status.mustChangePassword) } : { state: 'anonymous' };
  answeredAt = Date.now();
  try {
    if (current.state === 'signed-in') localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage refused (private mode): the hint is only a shortcut
  }
  for (const listener of listeners) listener();
  return current;
}

/**
 * Who is signed in: an answer of the last few seconds, else the API's (callers in flight at the same time
 * share the one request). `fresh` always asks, e.g. after a 401 or when a tab comes back.
 */
export function refreshSession(options: { fresh?: boolean } = {}): Promise<Session> {
  if (!options.fresh && !pending && current !== UNKNOWN && Date.now() - answeredAt < REUSE_MS) return Promise.resolve(current);
  pending ??= getAuthStatus()
    .then(publish)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** After a login (its reply) or a logout: everyone sees it without asking the API again. */
export const sessionStarted = (status: AuthStatus) => void publish(status);
export const sessionEnded = () => void publish(undefined);

export function mayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session as last known; 'unknown' on the server and while a prerendered page hydrates. */
export const useSession = (): Session => useSyncExternalStore(subscribe, () => current, () => UNKNOWN);
