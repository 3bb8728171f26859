import type pg from 'pg';

export const MAX_LOGIN_FAILURES = 10;
const WINDOW = `interval '15 minutes'`;

/** Failure counters live in PostgreSQL so every API process enforces the same limit. */
export async function isLoginThrottled(pool: pg.Pool, keys: string[]): Promise<boolean> {
  const result = await pool.query<{ failures: number }>(
    `select count(*)::int as failures from login_failure
     where key = any($1) and failed_at > now() - ${WINDOW} group by key order by failures desc limit 1`,
    [keys],
  );
  return (result.rows[0]?.failures ?? 0) >= MAX_LOGIN_FAILURES;
}

export async function recordLoginFailure(pool: pg.Pool, keys: string[]): Promise<void> {
  await pool.query(`insert into login_failure (key, failed_at) select unnest($1::text[]), now()`, [keys]);
  if (Math.random() < 0.05) await pool.query(`delete from login_failure where failed_at < now() - ${WINDOW}`);
}

export async function clearLoginFailures(pool: pg.Pool, key: string): Promise<void> {
  await pool.query('delete from login_failure where key = $1', [key]);
}

export const loginKeys = (ip: string, type: string, login: string) => [`ip:${ip}`, `account:${type}:${login}`];
