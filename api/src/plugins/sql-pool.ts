import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plain SQL for hot paths outside the ORM: sessions, login throttling, health. */
    sql: pg.Pool;
  }
}

export const sqlPoolPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string }) => {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 5_000,
    });
    // A connection PostgreSQL ends (a restart: 57P01) is an 'error' event: on the pool for an idle client, on
    // the client itself while a request holds it (pg-pool listens only to idle ones). Unheard, it ends the
    // process; heard, the broken client is dropped and the next request connects anew.
    pool.on('error', (error) => app.log.warn({ err: error.message }, 'idle PostgreSQL client failed'));
    pool.on('connect', (client) => {
      client.on('error', (error) => app.log.warn({ err: error.message }, 'PostgreSQL connection in use failed'));
    });
    app.decorate('sql', pool);
    app.addHook('onClose', async () => {
      await pool.end();
    });
  },
  { name: 'sql-pool' },
);
