// What a page shows of one query: loading, why it failed, or the data. Not shared at run time: each portal bundles it.
import { ApiError } from '@college/shared-ui';

export type Loaded<T> =
  | { status: 'loading' }
  /** `refused`: 403 or 404, not the visitor's to see (a refusal never tells which). */
  | { status: 'failed'; message: string; refused: boolean }
  | { status: 'ready'; data: T };

/** A query's state as a page words it; a 401 is left to the session-expiry handler (it fails like any other here). */
export function loadedOf<Query extends { status: 'pending' | 'error' | 'success'; data: unknown; error: unknown }>(
  query: Query,
): Loaded<Exclude<Query['data'], undefined>> {
  if (query.status === 'success') return { status: 'ready', data: query.data as Exclude<Query['data'], undefined> };
  if (query.status === 'pending') return { status: 'loading' };
  const { error } = query;
  const status = error instanceof ApiError ? error.status : 0;
  return { status: 'failed', message: error instanceof Error ? error.message : 'Could not load', refused: status === 403 || status === 404 };
}
