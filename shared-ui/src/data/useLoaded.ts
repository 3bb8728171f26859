// Loading what a page shows when it opens. Not a shared singleton: each portal bundles it into the pages that use it.
import { ApiError } from '@college/shared-ui';
import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  /** `refused`: 403 or 404, not the visitor's to see (a refusal never tells which). */
  | { status: 'failed'; message: string; refused: boolean }
  | { status: 'ready'; data: T };

/** Data a page loads when it opens (again when `deps` change); a 401 is left to the session-expiry handler. */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): { loaded: Loaded<T>; replace: (data: T) => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    // another record (new deps) is never shown with the previous one's data
    setLoaded({ status: 'loading' });
    load().then(
      (data) => active && setLoaded({ status: 'ready', data }),
      (error: unknown) => {
        if (!active) return;
        const status = error instanceof ApiError ? error.status : 0;
        setLoaded({ status: 'failed', message: error instanceof Error ? error.message : 'Could not load', refused: status === 403 || status === 404 });
      },
    );
    return () => {
      active = false;
    };
  }, deps);
  const replace = useCallback((data: T) => setLoaded({ status: 'ready', data }), []);
  return { loaded, replace };
}
