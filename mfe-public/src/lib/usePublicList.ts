import { useCallback, useEffect, useState } from 'react';

export type ListState<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'error' };

/** Loads a public list once, with a retry after an error. */
export function usePublicList<T>(load: (signal: AbortSignal) => Promise<T[]>): { state: ListState<T>; retry: () => void } {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (items) => setState({ status: 'ready', items: Array.isArray(items) ? items : [] }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load a public list', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
