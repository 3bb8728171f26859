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
    pool.on('error', (error) => app.log.warn({ err: error.message }, 'idle PostgreSQL client failed'));
    app.decorate('sql', pool);
    app.addHook('onClose', async () => {
      await pool.end();
    });
  },
  { name: 'sql-pool' },
);
