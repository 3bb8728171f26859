// Loading what a page shows when it opens. Not a shared singleton: each portal bundles it into the pages that use it.
import { ApiError } from '@college/shared-ui';
import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string; forbidden: boolean } | { status: 'ready'; data: T };

/** Data a page loads when it opens (and again on `reload`); a 401 is left to the session-expiry handler. */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): { loaded: Loaded<T>; reload: () => void; replace: (data: T) => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setLoaded({ status: 'ready', data }),
      (error: unknown) => {
        if (!active) return;
        const status = error instanceof ApiError ? error.status : 0;
        setLoaded({ status: 'failed', message: error instanceof Error ? error.message : 'Could not load', forbidden: status === 403 || status === 404 });
      },
    );
    return () => {
      active = false;
    };
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setLoaded({ status: 'ready', data }), []);
  return { loaded, reload, replace };
}
