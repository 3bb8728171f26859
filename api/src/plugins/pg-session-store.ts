import type * as fastifySession from '@fastify/session';
import type pg from 'pg';

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

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  set(sessionId: string, session: SessionData, callback: Callback): void {
    const data = JSON.stringify(session);
    this.#pool
      .query(
        `insert into session (sid, account_id, data, expires_at) values ($1, $2, $3, $4)
         on conflict (sid) do update set account_id = excluded.account_id, data = excluded.data, expires_at = excluded.expires_at`,
        [sessionId, session.user?.accountId ?? null, data, sessionExpiry(session)],
      )
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.#pool
      .query('select data from session where sid = $1 and expires_at > now()', [sessionId])
      .then((result) => callback(null, (result.rows[0]?.data as SessionData | undefined) ?? null), (error) => callback(error));
  }

  destroy(sessionId: string, callback: Callback): void {
    this.#pool.query('delete from session where sid = $1', [sessionId]).then(() => callback(), callback);
  }
}
