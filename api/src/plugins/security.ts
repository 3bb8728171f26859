import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers, worked out once: with no nonces they are the same for every reply, and running helmet
 * per request cost the API about 40 % of its throughput (measured with api/bench).
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, { global: true });
  probe.get('/', async () => ({}));
  const response = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_SECURITY_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** Security headers and a coarse per-IP request limit (login failures are limited separately, in PostgreSQL). */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { requestsPerMinute: number }) => {
    const headers = await helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // API answers carry personal data or depend on who asks: no cache on the way keeps a copy, unless a
    // route says otherwise for content that is the same for everyone.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
    if (options.requestsPerMinute > 0) {
      await app.register(rateLimit, { max: options.requestsPerMinute, timeWindow: '1 minute' });
    }
  },
  { name: 'security' },
);
