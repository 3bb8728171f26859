import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '../shared/domain.ts';
import { FeedCache } from '../shared/feed-cache.ts';
import { PgSessionStore } from './pg-session-store.ts';

export type SessionUser = {
  accountId: number;
  type: UserType;
  /** The student id, the faculty id, or (for admins) the account id. */
  id: number;
  mustChangePassword: boolean;
  /** How the portals greet the person (full name, or the admin's login); absent in sessions made before it was kept. */
  name?: string;
  /** A graduated or archived student: their marksheets, transcript and results only (CONTRACT §10). */
  formerStudent?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: PgSessionStore;
  }
  interface Session {
    user?: SessionUser;
    createdAt?: number;
    lastSeenAt?: number;
  }
}

export const SESSION_COOKIE = 'sid';

/**
 * The session cookie's signature, made and verified once per distinct cookie (an HMAC per request was about
 * 7 % of a cached read, api/bench; @fastify/session also signs the id again for every request it restores).
 * Only valid results are kept, in bounded maps; the answer for a given cookie never changes while the secret does not.
 */
export function rememberingSigner(secret: string, limit = 10_000): Pick<Signer, 'sign' | 'unsign'> {
  const signer = new Signer(secret);
  const verified = new Map<string, fastifyCookie.UnsignResult>();
  const signed = new Map<string, string>();
  const remember = <T>(map: Map<string, T>, key: string, value: T) => {
    if (map.size >= limit) map.delete(map.keys().next().value as string);
    map.set(key, value);
  };
  return {
    sign(value: string) {
      const known = signed.get(value);
      if (known) return known;
      const result = signer.sign(value);
      remember(signed, value, result);
      return result;
    },
    unsign(input: string) {
      const known = verified.get(input);
      if (known) return known;
      const result = signer.unsign(input);
      if (result.valid) remember(verified, input, result);
      return result;
    },
  };
}

/** Cookie sessions stored in PostgreSQL; written only when they change (login, logout, once-a-minute touch). */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secure: boolean | 'auto'; sweepEveryMs: number }) => {
    // A session read is one query per request otherwise (the read throughput targets of `npm run bench`); a logout or a
    // password change on another process reaches this cache through the change feed (CONTRACT 5).
    const store = new PgSessionStore(app.sql, new FeedCache<string>(app.changes, { tables: ['session'], byKey: true, maxEntries: 10_000, maxAgeMs: 10_000 }));
    app.decorate('sessions', store);
    // Expired rows are deleted on a schedule, not only when their owner comes back.
    const sweep = setInterval(() => {
      store.deleteExpired().then(
        (count) => count > 0 && app.log.info({ event: 'sessions_expired', count }, 'expired sessions deleted'),
        (error: unknown) => app.log.warn({ err: error }, 'expired sessions not deleted'),
      );
    }, options.sweepEveryMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: rememberingSigner(options.secret),
      cookieName: SESSION_COOKIE,
      store,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' },
    });
  },
  { name: 'session', dependencies: ['sql-pool', 'change-feed'] },
);
