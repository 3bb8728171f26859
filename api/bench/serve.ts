import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';

/** Child process of the bench: the API (rate limits off) and a plain static-JSON Fastify for comparison. */
const databaseUrl = process.env.DATABASE_URL as string;
const app = await buildApp({ databaseUrl, config: { loginRateLimit: false, requestsPerMinute: 0, logLevel: 'warn' } });
const plain = Fastify();
plain.get('/static', async () => ({ status: 'ok', items: [1, 2, 3] }));
await app.listen({ port: 0, host: '127.0.0.1' });
await plain.listen({ port: 0, host: '127.0.0.1' });
const portOf = (server: typeof plain.server) => (server.address() as { port: number }).port;
process.send?.({ api: portOf(app.server), plain: portOf(plain.server) });
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), plain.close()]);
  process.exit(0);
});
