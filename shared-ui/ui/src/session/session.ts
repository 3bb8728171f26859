// Who is signed in, as the page's first-load code sees it. The one source is the session query of the page's
// data cache (@college/shared-ui/queries, loaded with the portals and the signed-in person's menu); every answer
// it gets, and every login or logout it is told of, is shown here too, so that the shell's top bar can show the
// person on any page without downloading the query library. Nothing but the session query writes here.
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../api/login.ts';

export type Session = { state: 'unknown' } | { state: 'anonymous' } | { state: 'signed-in'; user: SessionUser; mustChangePassword: boolean };

// Set while someone is signed in on this browser, so an anonymous visit asks the API nothing.
const SIGNED_IN_HINT = 'college.signedIn';
const UNKNOWN: Session = { state: 'unknown' };

let current: Session = UNKNOWN;
const listeners = new Set<() => void>();

/** The session query's latest answer (called by it alone); the hint for the next visit follows. */
export function showSession(session: Session): void {
  if (session === current) return;
  current = session;
  try {
    if (session.state === 'signed-in') localStorage.setItem(SIGNED_IN_HINT, '1');
    else if (session.state === 'anonymous') localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage refused (private mode): the hint is only a shortcut
  }
  for (const listener of listeners) listener();
}

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

/** The session as last known; 'unknown' on the server, while a prerendered page hydrates, and before any answer. */
export const useSession = (): Session =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => UNKNOWN,
  );
