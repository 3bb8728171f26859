import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../shared/http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing call carrying an Origin must come from an allowed origin (or the
 * API's own). Calls without Origin come from non-browser clients and pass; SameSite=Lax covers the rest.
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
    const allowed = new Set(options.allowedOrigins);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin)) return;
      if (origin === `${request.protocol}://${request.host}`) return;
      request.log.warn({ event: 'access_refused', reason: 'origin', origin }, 'access refused');
      throw forbidden('Origin not allowed');
    });
  },
  { name: 'origin-check' },
);
