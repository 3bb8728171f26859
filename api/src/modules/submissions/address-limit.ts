import { createHash } from 'node:crypto';
import type pg from 'pg';
import { HttpError } from '../../shared/http-errors.ts';

export const TOO_MANY = 'Too many submissions from your network. Please try again in a few minutes.';
export const STATUS_CHECK_LIMIT = 10;

export type AddressLimit = { key: string; max: number; windowMinutes: number };

/** Runs one statement (`?` placeholders) in the caller's transaction and gives its rows. */
export type RunSql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const numbered = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};

// Keys of a fixed, small size whatever the address: what a client sends never decides a key's length,
// and the table never holds an address in the clear.
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

export const submitLimit = (ip: string, max: number, windowMinutes: number): AddressLimit => ({ key: `submit:${digest(ip)}`, max, windowMinutes });
export const statusCheckLimit = (ip: string, windowMinutes: number): AddressLimit => ({
  key: `status:${digest(ip)}`,
  max: STATUS_CHECK_LIMIT,
  windowMinutes,
});

export class TooManyRequests extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, TOO_MANY);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Takes one slot of the address's window inside the caller's transaction, or throws 429. The advisory
 * lock (held to the end of the transaction) makes concurrent requests of one address, on any API process,
 * count one after the other, so two of them can never both take the last slot.
 */
export async function takeSlot(run: RunSql, limit: AddressLimit): Promise<void> {
  await run('select pg_advisory_xact_lock(hashtextextended(?, 0))', [limit.key]);
  const rows = await run('select count(*)::int as used from submission_attempt where key = ? and attempted_at > now() - make_interval(mins => ?)', [
    limit.key,
    limit.windowMinutes,
  ]);
  if (Number(rows[0]?.used ?? 0) >= limit.max) throw new TooManyRequests(limit.windowMinutes * 60);
  await run('insert into submission_attempt (key, attempted_at) values (?, now())', [limit.key]);
}

/**
 * Throws 429 when the address has no slot left, taking none: asked before a large body is read, so a spent
 * address costs no disk. The slot itself is taken later, with the submission (takeSlot).
 */
export async function refuseWhenSpent(pool: pg.Pool, limit: AddressLimit): Promise<void> {
  const { rows } = await pool.query<{ used: number }>(
    'select count(*)::int as used from submission_attempt where key = $1 and attempted_at > now() - make_interval(mins => $2)',
    [limit.key, limit.windowMinutes],
  );
  if (Number(rows[0]?.used ?? 0) >= limit.max) throw new TooManyRequests(limit.windowMinutes * 60);
}

/** Takes a slot in a transaction of its own (a status check, a submission that is not stored). */
export async function takeSlotAlone(pool: pg.Pool, limit: AddressLimit): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await takeSlot(async (text, params) => (await client.query(numbered(text), params)).rows, limit);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Rows past every window are no longer counted: deleted by the hourly purge. */
export async function deleteOldAttempts(pool: pg.Pool, now: Date, windowMinutes: number): Promise<number> {
  const longest = Math.max(windowMinutes, 10);
  const result = await pool.query(`delete from submission_attempt where attempted_at < $1::timestamptz - make_interval(mins => $2)`, [now, longest]);
  return result.rowCount ?? 0;
}
