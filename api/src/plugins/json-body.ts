import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../shared/http-errors.ts';

/**
 * Fastify's own JSON parser (prototype-poisoning safe), except that an empty body is no body:
 * clients often send `Content-Type: application/json` on DELETE and POST calls without one. JSON is UTF-8
 * (RFC 8259): a body declared in another charset is refused instead of being misread as UTF-8.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(request.headers['content-type']))?.[1]?.toLowerCase();
      if (charset && charset !== 'utf-8' && charset !== 'utf8') return done(new HttpError(415, 'JSON bodies must be UTF-8 (charset=utf-8)'), undefined);
      parseJson(request, body.toString(), done);
    });
  },
  { name: 'json-body' },
);
