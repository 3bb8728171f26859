import type { ServerList } from '@college/shared-ui/portal';

export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/** A page of a list call: `{ items: [...], total, page, pageSize }` (a plain array is turned into one). */
export function isPage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const page = data as Record<string, unknown>;
  return Array.isArray(page.items) && Number.isInteger(page.total) && Number.isInteger(page.page) && Number.isInteger(page.pageSize);
}

/**
 * Why the list could not be shown, or null: a failed call, or a 200 whose body is neither a list nor
 * a page of one (e.g. `{}` or `null`), which is a failed load too (SPEC section 8), never an empty list.
 */
export function loadFailure(list: Pick<ServerList<unknown>, 'data' | 'error' | 'loading'>): unknown {
  if (list.error) return list.error;
  if (list.data === null) return list.loading ? null : new Error(UNEXPECTED_ANSWER);
  return isPage(list.data) ? null : new Error(UNEXPECTED_ANSWER);
}
