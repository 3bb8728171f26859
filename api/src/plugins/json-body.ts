import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's own JSON parser (prototype-poisoning safe), except that an empty body is no body:
 * clients often send `Content-Type: application/json` on DELETE and POST calls without one.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      parseJson(request, body.toString(), done);
    });
  },
  { name: 'json-body' },
);
