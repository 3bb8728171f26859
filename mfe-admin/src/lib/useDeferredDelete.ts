import { useCallback, useEffect, useRef, useState } from 'react';

export const UNDO_WINDOW_MS = 10_000;

export interface PendingDelete {
  id: number;
  label: string;
}

interface Options {
  /** The real DELETE, sent only once the undo window has passed. */
  commit: (id: number) => Promise<unknown>;
  onCommitted: () => void;
  /** 'Failed to delete student' (SPEC section 8). */
  failureText: string;
}

/**
 * Delete without a confirmation (SPEC) but with an Undo: the row is hidden at once and the DELETE
 * goes out after 10 s, so a misclick loses nothing. A second delete, or leaving the section,
 * sends the pending one straight away; closing the tab meanwhile asks the browser's "leave page?" first.
 */
export function useDeferredDelete({ commit, onCommitted, failureText }: Options) {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingRef = useRef<PendingDelete | null>(null);
  const options = useRef({ commit, onCommitted, failureText });
  options.current = { commit, onCommitted, failureText };

  const reveal = useCallback((id: number) => {
    setHiddenIds((ids) => new Set([...ids].filter((hidden) => hidden !== id)));
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const item = pendingRef.current;
    if (!item) return;
    pendingRef.current = null;
    setPending(null);
    options.current.commit(item.id).then(
      () => {
        options.current.onCommitted();
        reveal(item.id);
      },
      (failure: unknown) => {
        console.error('[admin] delete failed', failure);
        setError(options.current.failureText);
        reveal(item.id);
      },
    );
  }, [reveal]);

  const schedule = useCallback(
    (item: PendingDelete) => {
      flush();
      setError(null);
      pendingRef.current = item;
      setPending(item);
      setHiddenIds((ids) => new Set([...ids, item.id]));
      timer.current = setTimeout(flush, UNDO_WINDOW_MS);
    },
    [flush],
  );

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    const item = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (item) reveal(item.id);
  }, [reveal]);

  useEffect(() => flush, [flush]);

  // Closing or reloading the tab inside the Undo window would quietly keep the record: ask first.
  useEffect(() => {
    if (!pending) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  return { pending, hiddenIds, error, schedule, undo };
}
