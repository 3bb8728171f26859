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
    const data = JSON.stringify(session);
    this.#pool
      .query(
        `insert into session (sid, account_id, data, expires_at) values ($1, $2, $3, $4)
         on conflict (sid) do update set account_id = excluded.account_id, data = excluded.data, expires_at = excluded.expires_at`,
        [sessionId, session.user?.accountId ?? null, data, sessionExpiry(session)],
      )
      .then(() => {
        this.#cache?.delete(sessionId);
        callback();
      }, callback);
  }

  get(sessionId: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    const load = () => this.#read(sessionId);
    (this.#cache ? this.#cache.getOrLoad(sessionId, load) : load()).then(
      (json) => callback(null, json === null ? null : (JSON.parse(json) as SessionData)),
      (error) => callback(error),
    );
  }

  async #read(sessionId: string): Promise<string | null> {
    const { rows } = await this.#pool.query<{ data: string }>({
      name: 'session-read',
      text: 'select data::text as data from session where sid = $1 and expires_at > now()',
      values: [sessionId],
    });
    return rows[0]?.data ?? null;
  }

  /** Whether the session still exists, from the database itself (state-changing calls never trust a cached copy). */
  async isCurrent(sessionId: string): Promise<boolean> {
    const { rowCount } = await this.#pool.query({ name: 'session-current', text: 'select 1 from session where sid = $1 and expires_at > now()', values: [sessionId] });
    return rowCount === 1;
  }

  /**
   * Records activity for the idle timeout without re-creating a session that another process ended
   * meanwhile (an update, never an upsert).
   */
  async touch(sessionId: string, session: SessionData, now: number): Promise<void> {
    await this.#pool.query({
      name: 'session-touch',
      text: `update session set data = jsonb_set(data, '{lastSeenAt}', to_jsonb($2::bigint)), expires_at = $3 where sid = $1`,
      values: [sessionId, now, sessionExpiry({ ...session, lastSeenAt: now })],
    });
    this.#cache?.delete(sessionId);
  }

  destroy(sessionId: string, callback: Callback): void {
    this.#pool.query('delete from session where sid = $1', [sessionId]).then(() => {
      this.#cache?.delete(sessionId);
      callback();
    }, callback);
  }
}
