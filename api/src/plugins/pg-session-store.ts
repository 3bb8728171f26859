import { createHash } from 'node:crypto';
import type * as fastifySession from '@fastify/session';
import type pg from 'pg';
import type { FeedCache } from '../shared/feed-cache.ts';

type Callback = (error?: unknown) => void;
type SessionData = fastifySession.FastifySessionObject & { user?: { accountId: number }; createdAt?: number; lastSeenAt?: number };

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60 * 1000;

/** When the row may be forgotten: the earlier of the idle and the absolute deadline. */
export function sessionExpiry(session: { createdAt?: number; lastSeenAt?: number }): Date {
  const now = Date.now();
  const idle = (session.lastSeenAt ?? now) + IDLE_TIMEOUT_MS;
  const absolute = (session.createdAt ?? now) + ABSOLUTE_TIMEOUT_MS;
  return new Date(Math.min(idle, absolute));
}

/** The key a session is stored under: its id's SHA-256, so the table holds nothing a reader could sign in with. */
export const storedSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/** @fastify/session store on the `session` table, so every API process sees the same sessions. */
export class PgSessionStore implements fastifySession.SessionStore {
  readonly #pool: pg.Pool;
  readonly #cache: FeedCache<string> | undefined;

  /** `cache`: session rows (as JSON text) kept in process while the change feed is live. */
  constructor(pool: pg.Pool, cache?: FeedCache<string>) {
    this.#pool = pool;
    this.#cache = cache;
  }

  set(sessionId: string, session: SessionData, callback: Callback): void {
    const key = storedSessionId(sessionId);
    const data = JSON.stringify(session);
    this.#pool
      .query(
        `insert into session (sid, account_id, data, expires_at) values ($1, $2, $3, $4)
         on conflict (sid) do update set account_id = excluded.account_id, data = excluded.data, expires_at = excluded.expires_at`,
        [key, session.user?.accountId ?? null, data, sessionExpiry(session)],
      )
      .then(() => {
        this.#cache?.delete(key);
        callback();
      }, callback);
  }

  get(sessionId: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    const key = storedSessionId(sessionId);
    const load = () => this.#read(key);
    (this.#cache ? this.#cache.getOrLoad(key, load) : load()).then(
      (json) => callback(null, json === null ? null : (JSON.parse(json) as SessionData)),
      (error) => callback(error),
    );
  }

  async #read(key: string): Promise<string | null> {
    const { rows } = await this.#pool.query<{ data: string }>({
      name: 'session-read',
      text: 'select data::text as data from session where sid = $1 and expires_at > now()',
      values: [key],
    });
    return rows[0]?.data ?? null;
  }

  /** Whether the session still exists, from the database itself (state-changing calls never trust a cached copy). */
  async isCurrent(sessionId: string): Promise<boolean> {
    const { rowCount } = await this.#pool.query({
      name: 'session-current',
      text: 'select 1 from session where sid = $1 and expires_at > now()',
      values: [storedSessionId(sessionId)],
    });
    return rowCount === 1;
  }

  /**
   * Records activity for the idle timeout without re-creating a session that another process ended
   * meanwhile (an update, never an upsert).
   */
  async touch(sessionId: string, session: SessionData, now: number): Promise<void> {
    const key = storedSessionId(sessionId);
    await this.#pool.query({
      name: 'session-touch',
      text: `update session set data = jsonb_set(data, '{lastSeenAt}', to_jsonb($2::bigint)), expires_at = $3 where sid = $1`,
      values: [key, now, sessionExpiry({ ...session, lastSeenAt: now })],
    });
    this.#cache?.delete(key);
  }

  destroy(sessionId: string, callback: Callback): void {
    const key = storedSessionId(sessionId);
    this.#pool.query('delete from session where sid = $1', [key]).then(() => {
      this.#cache?.delete(key);
      callback();
    }, callback);
  }

  /** Forgets sessions past their deadline (a reader could no longer use them anyway); how many went. */
  async deleteExpired(): Promise<number> {
    const { rowCount } = await this.#pool.query('delete from session where expires_at <= now()');
    return rowCount ?? 0;
  }
}
