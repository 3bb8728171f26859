import { LIST_LIMITS } from '../contract.ts';
import { badRequest } from './http-errors.ts';

// `?q=&sort=&page=&pageSize=` of the admin lists: the contract's listQueryProperties.
export const MAX_PAGE_SIZE = LIST_LIMITS.maxPageSize;
export const DEFAULT_PAGE_SIZE = 20;

type Direction = 'asc' | 'desc';
export type OrderBy = Record<string, unknown>[];

export type Paging<Order = OrderBy> = { paged: boolean; page: number; pageSize: number; limit?: number; offset?: number; orderBy: Order };

export function parseListQuery<Order = OrderBy>(
  query: { sort?: string; page?: string; pageSize?: string },
  columns: Record<string, (direction: Direction) => Order>,
  defaultSort: string,
): Paging<Order> {
  const sort = query.sort ?? defaultSort;
  const direction: Direction = sort.startsWith('-') ? 'desc' : 'asc';
  const key = sort.replace(/^-/, '');
  // own keys only: `sort=constructor` or `sort=toString` must not reach Object.prototype
  const build = Object.hasOwn(columns, key) ? columns[key] : undefined;
  if (!build) throw badRequest(`sort must be one of ${Object.keys(columns).join(', ')} (prefix - for descending)`);
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  if (pageSize > MAX_PAGE_SIZE) throw badRequest(`pageSize must be at most ${MAX_PAGE_SIZE}`);
  const orderBy = build(direction);
  if (!paged) return { paged, page, pageSize, orderBy };
  return { paged, page, pageSize, orderBy, limit: pageSize, offset: (page - 1) * pageSize };
}

/** Plain array (what SPEC §7 callers expect) unless the caller asked for a page. */
export function listResponse<T>(items: T[], total: number, paging: Paging<unknown>) {
  return paging.paged ? { items, total, page: paging.page, pageSize: paging.pageSize } : items;
}

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

export const by =
  (...paths: string[]) =>
  (direction: Direction) => [...paths.map((path) => nest(path, direction)), { id: direction }];

function nest(path: string, direction: Direction): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  return { [head as string]: rest.length ? nest(rest.join('.'), direction) : direction };
}

/** The SQL twin of `by`: trusted column expressions (never user text), then `tieBreak`, all in one direction. */
export const sqlOrderBy =
  (tieBreak: string, ...columns: string[]) =>
  (direction: Direction) =>
    [...columns, tieBreak].map((column) => `${column} ${direction}`).join(', ');
