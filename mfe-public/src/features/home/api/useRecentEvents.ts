import { useEffect, useState } from 'react';
import { getRecentEvents, type RecentEvent } from './getRecentEvents.ts';

export type RecentEventsState = { status: 'loading' } | { status: 'ready'; events: RecentEvent[] } | { status: 'error' };

/** Loads the events once; a failed call leaves the slideshow in its empty state. */
export function useRecentEvents(): RecentEventsState {
  const [state, setState] = useState<RecentEventsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getRecentEvents(controller.signal).then(
      (events) => setState({ status: 'ready', events: Array.isArray(events) ? events : [] }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load events', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
