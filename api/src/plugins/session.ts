import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '../shared/domain.ts';
import { PgSessionStore } from './pg-session-store.ts';

export type SessionUser = {
  accountId: number;
  type: UserType;
  /** The student id, the faculty id, or (for admins) the account id. */
  id: number;
  mustChangePassword: boolean;
};

declare module 'fastify' {
  interface Session {
    user?: SessionUser;
    createdAt?: number;
    lastSeenAt?: number;
  }
}

export const SESSION_COOKIE = 'sid';

/** Cookie sessions stored in PostgreSQL; written only when they change (login, logout, once-a-minute touch). */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secure: boolean }) => {
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: options.secret,
      cookieName: SESSION_COOKIE,
      store: new PgSessionStore(app.sql),
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' },
    });
  },
  { name: 'session', dependencies: ['sql-pool'] },
);
