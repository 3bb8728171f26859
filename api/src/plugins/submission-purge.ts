import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PurgeOptions, type PurgeResult, purgeExpired } from '../modules/submissions/purge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    submissionPurge: {
      /** One purge as of `now` (the clock is a parameter so tests can move it). */
      run: (now?: Date) => Promise<PurgeResult>;
      /** Settles when the scheduled purge under way, if any, has finished. */
      idle: () => Promise<void>;
    };
  }
}

/** Runs the privacy purge of closed submissions every `everyMs` (hourly in the API). */
export const submissionPurgePlugin = fp(
  async (app: FastifyInstance, options: PurgeOptions & { everyMs: number }) => {
    const run = (now?: Date) => purgeExpired(app.orm, app.sql, options, now);
    let running: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      running = running
        .then(() => run())
        .then(
          (result) => {
            if (result.submissions > 0) app.log.info({ event: 'submissions_purged', ...result }, 'closed submissions past their retention deleted');
          },
          (error: unknown) => app.log.warn({ err: error }, 'submission purge failed; it runs again within the hour'),
        );
    }, options.everyMs);
    timer.unref();
    app.decorate('submissionPurge', { run, idle: () => running });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'submission-purge', dependencies: ['orm', 'sql-pool'] },
);
