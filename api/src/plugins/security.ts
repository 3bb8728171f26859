import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers and a coarse per-IP request limit (login failures are limited separately, in PostgreSQL). */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { requestsPerMinute: number }) => {
    await app.register(helmet, { global: true });
    if (options.requestsPerMinute > 0) {
      await app.register(rateLimit, { max: options.requestsPerMinute, timeWindow: '1 minute' });
    }
  },
  { name: 'security' },
);
