// Shared shapes of the admin list calls: `?q=&sort=&page=&pageSize=` answers with one page.
import type { Query } from './client.ts';

export type Year = 'FIRST' | 'SECOND' | 'THIRD' | 'FOURTH';
export const YEARS: readonly Year[] = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'];

export interface ListParams {
  q?: string;
  /** Column key, `-` prefix for descending (e.g. `-lastName`). */
  sort?: string;
  page: number;
  pageSize: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const listQuery = (params: ListParams, extra: Query = {}): Query => ({
  ...extra,
  q: params.q?.trim() || undefined,
  sort: params.sort,
  page: params.page,
  pageSize: params.pageSize,
});

/** Every row at once (for CSV export): the plain-array form of the same list. */
export const everythingQuery = (params: Pick<ListParams, 'q' | 'sort'>, extra: Query = {}): Query => ({
  ...extra,
  q: params.q?.trim() || undefined,
  sort: params.sort,
});

export interface PersonInfo {
  id: number;
  dob: string;
  address: string | null;
  gender: string;
  nationality: string;
  religion: string;
}

export interface ContactDetails {
  id: number;
  email: string;
  phone: string | null;
}

/** Answer of a create or password reset: the one-time password, shown to the admin once. */
export interface WithInitialPassword {
  initialPassword: string;
}
