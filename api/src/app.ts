import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReadableRequestLog } from './shared/readable-request-log.ts';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { type AppConfig, loadConfig } from './config/env.ts';
import { apiRoutes } from './modules/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { changeFeedPlugin } from './plugins/change-feed.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { feeNoticesPlugin } from './plugins/fee-notices.ts';
import { fileStoragePlugin } from './plugins/file-storage.ts';
import { formPagesPlugin } from './plugins/form-pages.ts';
import { bodyLimitPlugin, jsonBodyPlugin } from './plugins/json-body.ts';
import { mailOutboxPlugin } from './plugins/mail-outbox.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { ormPlugin } from './plugins/orm.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { sqlPoolPlugin } from './plugins/sql-pool.ts';
import { submissionPurgePlugin } from './plugins/submission-purge.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { formatValidationErrors } from './plugins/validation-messages.ts';
import { buildSharedSerializer } from './shared/serializer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export type BuildAppOptions = {
  databaseUrl: string;
  config?: Partial<AppConfig>;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: { write: (line: string) => void };
  /** Told of every route as it is registered (the contract test compares them with the contract's). */
  onRoute?: (route: RouteOptions) => void;
};

export const BODY_LIMIT = 1024 * 1024;
/** How often the mail outbox looks for mail due later (retries, mail queued by another process). */
const MAIL_POLL_MS = 15_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const FEE_NOTICES_EVERY_MS = 60 * 60 * 1000;

/** Readable lines for a person at a terminal (development only: pino-pretty is not a production dependency). */
async function prettyStream(): Promise<BuildAppOptions['logStream']> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ sync: true, ignore: 'pid,hostname,reqId', translateTime: 'SYS:HH:MM:ss', singleLine: true, colorize: false });
}

function loggerOptions(config: AppConfig, stream?: BuildAppOptions['logStream']): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream && { stream }),
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
}

/** The whole API as a Fastify instance (used by the server, the tests and the bench). */
export async function buildApp(options: BuildAppOptions) {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: loggerOptions(config, options.logStream ?? (config.logFormat === 'pretty' ? await prettyStream() : undefined)),
    ...(config.logFormat === 'pretty' && { logController: new ReadableRequestLog() }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaErrorFormatter: formatValidationErrors,
    schemaController: { compilersFactory: { buildSerializer: buildSharedSerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(bodyLimitPlugin);
  await app.register(formPagesPlugin);
  await app.register(securityPlugin, { requestsPerMinute: config.requestsPerMinute });
  await app.register(swaggerPlugin, { ui: config.apiDocs });
  await app.register(sqlPoolPlugin, { databaseUrl: options.databaseUrl });
  await app.register(ormPlugin, { databaseUrl: options.databaseUrl });
  await app.register(changeFeedPlugin, { databaseUrl: options.databaseUrl });
  // Secure whenever the request came over HTTPS (itself or by a trusted proxy), whatever NODE_ENV says
  await app.register(sessionPlugin, { secret: config.sessionSecret, secure: config.isProduction ? true : 'auto', sweepEveryMs: config.sessionSweepMs });
  await app.register(originCheckPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(authPlugin);
  await app.register(fileStoragePlugin);
  await app.register(mailOutboxPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, pollEveryMs: MAIL_POLL_MS });
  await app.register(submissionPurgePlugin, {
    files: app.files.submissions,
    submissionsDir: config.submissionsDir,
    retentionDays: config.submissionRetentionDays,
    windowMinutes: config.submissionWindowMinutes,
    everyMs: PURGE_EVERY_MS,
  });
  await app.register(feeNoticesPlugin, { everyMs: FEE_NOTICES_EVERY_MS });
  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
