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

// Past this size a body is not worth reading in full: the connection is closed on it instead.
const DRAIN_AT_MOST = 32 * 1024 * 1024;
const DRAIN_FOR_AT_MOST_MS = 10_000;

/** Reads a request body to its end (or gives up after a while) and throws it away. */
function drain(payload: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_FOR_AT_MOST_MS);
    payload.once('end', done);
    payload.once('error', done);
    payload.resume();
  });
}

/**
 * A body declared larger than its route accepts gets 413 once it has been read and discarded. Fastify's
 * own answer closes the connection while the sender is still writing, and a proxy in front (the shell's
 * /api, nginx) then sees a reset instead of the 413 and answers 503.
 */
export const bodyLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      const declared = Number(request.headers['content-length']);
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? Number.POSITIVE_INFINITY;
      if (!(declared > limit)) return payload;
      if (declared <= DRAIN_AT_MOST) await drain(payload);
      throw new HttpError(413, 'Request body is too large');
    });
  },
  { name: 'body-limit' },
);
