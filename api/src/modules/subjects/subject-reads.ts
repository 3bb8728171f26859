import type pg from 'pg';
import type { Year, YEARS } from '../../shared/domain.ts';
import { likePattern, type Paging, sqlOrderBy } from '../../shared/list-query.ts';

/** The subject list in plain SQL: every student and faculty dashboard asks for it (writes stay on the ORM). */
const sqlBy = (...columns: string[]) => sqlOrderBy('id', ...columns);
export const SUBJECT_SORT = { year: sqlBy('year', 'code'), code: sqlBy('code'), name: sqlBy('name'), id: sqlBy() };

type SubjectRow = { id: number; code: string; name: string; year: Year };

export async function listSubjects(sql: pg.Pool, filter: { year?: (typeof YEARS)[number]; q?: string }, paging: Paging<string>) {
  const values: unknown[] = [];
  const conditions: string[] = [];
  if (filter.year) {
    values.push(filter.year);
    conditions.push(`year = $${values.length}`);
  }
  if (filter.q) {
    values.push(likePattern(filter.q));
    conditions.push(`(code ilike $${values.length} or name ilike $${values.length})`);
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const text = `select id, code, name, year from subject ${where} order by ${paging.orderBy}${paging.paged ? ` limit ${paging.limit} offset ${paging.offset}` : ''}`;
  // the plain dashboard call has one shape: a named (prepared) statement saves PostgreSQL the planning
  const named = values.length === 0 && !paging.paged ? { name: `subjects:${paging.orderBy}` } : {};
  const [list, count] = await Promise.all([
    sql.query<SubjectRow>({ ...named, text, values }),
    paging.paged ? sql.query<{ total: number }>(`select count(*)::int as total from subject ${where}`, values) : undefined,
  ]);
  return { items: list.rows, total: count?.rows[0]?.total ?? 0 };
}
