import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  /** Asks the server again for this list (every page and filter of it). */
  reload: () => void;
}

export interface ServerListOptions {
  sort?: string;
  pageSize?: number;
  /** Before the names of this list's address parameters, when a page shows more than one list: `student.` gives `student.q`. */
  prefix?: string;
}

/** A server answering with a plain array (no paging support) still fits the table. */
function asPage<T>(answer: Paged<T> | T[], params: ListParams): Paged<T> {
  if (Array.isArray(answer)) return { items: answer, total: answer.length, page: 1, pageSize: Math.max(answer.length, params.pageSize) };
  return answer;
}

const MAX_PAGE_SIZE = 100;

/** A whole number from the address within [1, max], else `fallback`. */
function count(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= max ? value : fallback;
}

/** The address parameters of a list (with its prefix). */
export const listParamNames = (prefix = '') => ({ q: `${prefix}q`, sort: `${prefix}sort`, page: `${prefix}page`, pageSize: `${prefix}pageSize` });

type Changes = Record<string, string | null>;

/**
 * The address's search parameters, and a writer: `changes` (a value equal to its default is given as null and left
 * out), with `push` adding a history entry. The router commits a new address in a transition, so what was written
 * is shown at once until the address has changed (a checkbox bound to it would otherwise spring back).
 */
function useAddressParams(): [URLSearchParams, (changes: Changes, push: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [written, setWritten] = useState<{ over: string; params: URLSearchParams } | null>(null);
  const shown = written && written.over === searchParams.toString() ? written.params : searchParams;
  const latest = useRef({ shown, searchParams, setSearchParams });
  latest.current = { shown, searchParams, setSearchParams };
  const write = useCallback((changes: Changes, push: boolean) => {
    const { shown: current, searchParams: address, setSearchParams: set } = latest.current;
    const next = new URLSearchParams(current);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (next.toString() === current.toString()) return;
    latest.current.shown = next;
    setWritten({ over: address.toString(), params: next });
    set(next, { replace: !push, preventScrollReset: true });
  }, []);
  return [shown, write];
}

/**
 * One list fetched page by page from the server (which searches, sorts and pages, so long lists stay fast), through
 * the page's data cache. Where it is (search, order, page, rows per page) lives in the address, so a reload, a shared
 * link, Back and Forward all show the same rows; a search replaces the address as it is typed, the other changes add
 * to the history. `key` names the list and anything else its fetcher depends on (`['subjects', year]`): changing it
 * asks for that list; invalidating `[key[0]]` (after a change) refreshes every page of it. The rows on screen stay
 * while the next page is on its way.
 */
export function useServerList<T>(key: QueryKey, fetcher: PageFetcher<T>, options: ServerListOptions = {}): ServerList<T> {
  const [searchParams, write] = useAddressParams();
  const names = listParamNames(options.prefix);
  const defaultSize = options.pageSize ?? 10;
  const defaultSort = options.sort ?? '';
  const q = searchParams.get(names.q) ?? '';
  const sort = searchParams.get(names.sort) || defaultSort;
  const page = count(searchParams.get(names.page), 1);
  const pageSize = count(searchParams.get(names.pageSize), defaultSize, MAX_PAGE_SIZE);
  const params = useMemo<ListParams>(() => ({ q, sort: sort || undefined, page, pageSize }), [q, sort, page, pageSize]);

  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...key, 'list', params],
    queryFn: async ({ signal }) => asPage(await fetcher(params, signal), params),
    placeholderData: keepPreviousData,
  });

  // the setters stay the same functions
  const latest = useRef({ names, defaultSize, defaultSort });
  latest.current = { names, defaultSize, defaultSort };
  const change = useCallback(
    (changes: (n: ReturnType<typeof listParamNames>) => Changes, push: boolean) => write(changes(latest.current.names), push),
    [write],
  );
  const listName = key[0];

  return {
    params,
    data: query.data ?? null,
    error: query.error,
    loading: query.isFetching,
    setSearch: useCallback((text: string) => change((n) => ({ [n.q]: text, [n.page]: null }), false), [change]),
    setSort: useCallback((order: string) => change((n) => ({ [n.sort]: order === latest.current.defaultSort ? null : order, [n.page]: null }), true), [change]),
    setPage: useCallback((to: number) => change((n) => ({ [n.page]: to > 1 ? String(to) : null }), true), [change]),
    setPageSize: useCallback(
      (size: number) => change((n) => ({ [n.pageSize]: size === latest.current.defaultSize ? null : String(size), [n.page]: null }), true),
      [change],
    ),
    reload: useCallback(() => void queryClient.invalidateQueries({ queryKey: [listName] }), [queryClient, listName]),
  };
}

/**
 * One filter of a list kept in the address under `name`: its value (`fallback` when absent or not `allowed`: one of
 * these values, or what this test accepts), and a setter that adds to the history and starts the list at its first
 * page again.
 */
export function useListFilter<Value extends string>(
  name: string,
  fallback: Value,
  allowed: readonly Value[] | ((raw: string) => boolean),
  prefix = '',
): [Value, (value: Value) => void] {
  const [searchParams, write] = useAddressParams();
  const raw = searchParams.get(name);
  const accepted = (text: string) => (typeof allowed === 'function' ? allowed(text) : (allowed as readonly string[]).includes(text));
  const value = raw !== null && accepted(raw) ? (raw as Value) : fallback;
  const set = useCallback(
    (next: Value) => write({ [name]: next === fallback ? null : next, [listParamNames(prefix).page]: null }, true),
    [write, name, fallback, prefix],
  );
  return [value, set];
}
