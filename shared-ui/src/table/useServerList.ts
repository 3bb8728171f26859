import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListParams, Paged } from '../api/adminList.ts';

export type PageFetcher<T> = (params: ListParams, signal: AbortSignal) => Promise<Paged<T> | T[]>;

export interface ServerList<T> {
  params: ListParams;
  data: Paged<T> | null;
  error: unknown;
  loading: boolean;
  setSearch: (q: string) => void;
  setSort: (sort: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  reload: () => void;
}

/** A server answering with a plain array (no paging support) still fits the table. */
function asPage<T>(answer: Paged<T> | T[], params: ListParams): Paged<T> {
  if (Array.isArray(answer)) return { items: answer, total: answer.length, page: 1, pageSize: Math.max(answer.length, params.pageSize) };
  return answer;
}

/**
 * Search, sort and page state of one list, fetched from the server (which does the work, so long
 * lists stay fast). `key` names anything else the fetcher depends on; changing it refetches page 1.
 */
export function useServerList<T>(fetcher: PageFetcher<T>, initial: { sort?: string; pageSize?: number } = {}, key = ''): ServerList<T> {
  const [params, setParams] = useState<ListParams>({ q: '', sort: initial.sort, page: 1, pageSize: initial.pageSize ?? 10 });
  const [data, setData] = useState<Paged<T> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const lastKey = useRef(key);

  useEffect(() => {
    if (lastKey.current !== key) {
      lastKey.current = key;
      if (params.page !== 1) {
        setParams((p) => ({ ...p, page: 1 }));
        return undefined;
      }
    }
    const controller = new AbortController();
    setLoading(true);
    fetcherRef.current(params, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(asPage(answer, params));
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [params, key, generation]);

  return {
    params,
    data,
    error,
    loading,
    setSearch: useCallback((q: string) => setParams((p) => (p.q === q ? p : { ...p, q, page: 1 })), []),
    setSort: useCallback((sort: string) => setParams((p) => ({ ...p, sort, page: 1 })), []),
    setPage: useCallback((page: number) => setParams((p) => ({ ...p, page })), []),
    setPageSize: useCallback((pageSize: number) => setParams((p) => ({ ...p, pageSize, page: 1 })), []),
    reload: useCallback(() => setGeneration((g) => g + 1), []),
  };
}
