import { inboxUnreadCount } from '@college/shared-ui/portal';
import { useEffect, useSyncExternalStore } from 'react';

// One count for the sidebar badge and the inbox: opening or changing a submission refreshes it here.
let unread: number | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export async function refreshUnreadCount(): Promise<void> {
  try {
    unread = (await inboxUnreadCount()).unread;
  } catch {
    unread = null; // no badge rather than a wrong one
  }
  for (const listener of listeners) listener();
}

/** The sidebar link's accessible name while submissions are unread. */
export const unreadName = (count: number) => `Inbox, ${count} unread`;

/** The number of unread submissions, or null before it is known (or when it cannot be). */
export function useUnreadCount(): number | null {
  useEffect(() => {
    void refreshUnreadCount();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => null,
  );
}
