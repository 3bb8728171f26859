import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI document built from the route schemas; browsable at /api/docs where `ui` is on. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, options: { ui: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'College API', description: 'Public site, student, faculty and admin portals', version: '1.0.0' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      },
    });
    if (options.ui) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
