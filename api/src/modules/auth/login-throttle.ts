import { createHash } from 'node:crypto';
import type pg from 'pg';
import { isDatabaseDown } from '../../plugins/error-handler.ts';

export const MAX_LOGIN_FAILURES = 10;
const WINDOW = `interval '15 minutes'`;

/** Failure counters live in PostgreSQL so every API process enforces the same limit. */
export async function isLoginThrottled(pool: pg.Pool, keys: string[]): Promise<boolean> {
  try {
    const result = await pool.query<{ failures: number }>(
      `select count(*)::int as failures from login_failure
       where key = any($1) and failed_at > now() - ${WINDOW} group by key order by failures desc limit 1`,
      [keys],
    );
    return (result.rows[0]?.failures ?? 0) >= MAX_LOGIN_FAILURES;
  } catch (error) {
    // the database down: 503, as for every request then (no sign-in can succeed without it either)
    if (isDatabaseDown(error)) throw error;
    // a limit that cannot be checked is a limit reached: never an open door for guessing
    return true;
  }
}

/** Counts the failure under each key on its own, so one key that cannot be stored never spares the others. */
export async function recordLoginFailure(pool: pg.Pool, keys: string[]): Promise<void> {
  const stored = await Promise.allSettled(keys.map((key) => pool.query('insert into login_failure (key, failed_at) values ($1, now())', [key])));
  if (Math.random() < 0.05) await pool.query(`delete from login_failure where failed_at < now() - ${WINDOW}`).catch(() => {});
  const failed = stored.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

export async function clearLoginFailures(pool: pg.Pool, key: string): Promise<void> {
  await pool.query('delete from login_failure where key = $1', [key]);
}

// Keys of a fixed, small size whatever the address or login: what a client sends never decides a key's length.
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

export const loginKeys = (ip: string, type: string, login: string) => [`ip:${digest(ip)}`, `account:${digest(`${type}:${login}`)}`];
