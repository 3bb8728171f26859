import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * One server answer for the current inputs: `load` is re-run when it changes (wrap it in useCallback),
 * and `reload` asks again. An answer that arrives after the inputs changed is dropped.
 */
export function useLoaded<T>(load: ((signal: AbortSignal) => Promise<T>) | null): { state: Loaded<T>; reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const lastLoad = useRef(load);
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    // a reload keeps the answer on screen until the new one comes; new inputs show the loading state
    const sameInputs = lastLoad.current === load;
    lastLoad.current = load;
    setState((current) => (sameInputs && current.status === 'ready' ? current : { status: 'loading' }));
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [load, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, reload };
}

/** What a load answers while an input it needs (such as the academic year) is still on its way: nothing yet. */
export const notYet = () => new Promise<never>(() => {});
