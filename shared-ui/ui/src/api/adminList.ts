// Shared shapes of the admin list calls: `?q=&sort=&page=&pageSize=` answers with one page.
import type { Static } from 'typebox';
import type { contactInfoReply, Page, personalInfoReply, Year } from '@college/contract';
import type { Query } from './client.ts';

export type { Year };
export { YEARS } from '@college/contract/limits';

/** Where the admin's list is: search, order and page, as the list's controls hold them. */
export interface ListParams {
  q?: string;
  /** Column key, `-` prefix for descending (e.g. `-lastName`). */
  sort?: string;
  page: number;
  pageSize: number;
}

export type Paged<T> = Page<T>;

/** A list route answers a page when asked for one, else a plain array: these say which was asked for. */
export function asPage<T>(answer: T[] | Page<T>): Page<T> {
  if (Array.isArray(answer)) throw new Error('The API answered a list where a page was asked for');
  return answer;
}
export function asList<T>(answer: T[] | Page<T>): T[] {
  if (!Array.isArray(answer)) throw new Error('The API answered a page where the whole list was asked for');
  return answer;
}

export const listQuery = <Extra extends Query = Record<never, never>>(params: ListParams, extra?: Extra) => ({
  ...extra,
  q: params.q?.trim() || undefined,
  sort: params.sort,
  page: String(params.page),
  pageSize: String(params.pageSize),
});

/** Every row at once (for CSV export): the plain-array form of the same list. */
export const everythingQuery = <Extra extends Query = Record<never, never>>(params: Pick<ListParams, 'q' | 'sort'>, extra?: Extra) => ({
  ...extra,
  q: params.q?.trim() || undefined,
  sort: params.sort,
});

export type PersonInfo = Static<typeof personalInfoReply>;
export type ContactDetails = Static<typeof contactInfoReply>;

/** Answer of the admin's fallback password reset: the one-time password, shown to the admin once. */
export interface WithInitialPassword {
  initialPassword: string;
}

/** Answer of a create: where the first-sign-in link was mailed. */
export interface WithSignInLink {
  signInLinkSentTo: string;
}
