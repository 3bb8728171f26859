import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';

/** Liveness plus database state; 503 while PostgreSQL is unreachable. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // asked every few seconds by load balancers and start scripts: only its warnings are worth a log line
  app.get('/health', { config: { public: true }, logLevel: 'warn', schema: { tags: ['health'], ...apiRoutes['GET /health'] } }, async (_request, reply) => {
    try {
      await app.sql.query('select 1');
      return { status: 'ok' as const, db: 'up' as const };
    } catch {
      return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'The database is unavailable', status: 'degraded', db: 'down' });
    }
  });
};
