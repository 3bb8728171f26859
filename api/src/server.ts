import pino from 'pino';
// the product's topology (ports, portals) is described once, beside the code that serves the portals
import { API } from '@college/topology';
import { buildApp } from './app.ts';
import { loadConfig, logFormatFrom } from './config/env.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare-database.ts';

const pretty =
  logFormatFrom(process.env) === 'pretty'
    ? (await import('pino-pretty')).default({ sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' })
    : undefined;
const log = pino({ level: process.env.LOG_LEVEL ?? 'info' }, pretty);

async function main(): Promise<void> {
  const config = loadConfig(); // production: refuses to start naming each missing setting; elsewhere, needs a secret or DEMO_MODE
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres();
    databaseUrl = embedded.databaseUrl;
    log.info({ port: embedded.port }, 'started embedded PostgreSQL');
  }
  await prepareDatabase(databaseUrl, {
    demo: config.demoMode,
    adminUsername: process.env.ADMIN_USERNAME,
    adminPassword: process.env.ADMIN_PASSWORD,
    log,
  });
  const app = await buildApp({ databaseUrl, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    await app.close(); // waits for in-flight requests, then closes the ORM and the pools
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: Number(process.env.PORT ?? API.defaultPort), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'API failed to start');
  process.exit(1);
});
