import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendFeeNotices } from '../modules/announcements/automatic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    feeNotices: {
      /** One run as of `now` (the clock is a parameter so tests can move it). */
      run: (now?: Date) => Promise<{ dueSoon: number; overdue: number }>;
    };
  }
}

/**
 * The daily fee notices (falling due within a week, overdue). The check runs every `everyMs`, so a notice
 * goes out within that time of its day coming; each is sent once, whichever process runs it.
 */
export const feeNoticesPlugin = fp(
  async (app: FastifyInstance, options: { everyMs: number }) => {
    const run = async (now?: Date) => {
      const result = await sendFeeNotices(app.orm.em, now);
      if (result.dueSoon + result.overdue > 0) app.mailOutbox.wake();
      return result;
    };
    let running: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      running = running
        .then(() => run())
        .then(
          (result) => {
            if (result.dueSoon + result.overdue > 0) app.log.info({ event: 'fee_notices_sent', ...result }, 'fee notices sent');
          },
          (error: unknown) => app.log.warn({ err: error }, 'fee notices not sent; the next run tries again'),
        );
    }, options.everyMs);
    timer.unref();
    app.decorate('feeNotices', { run });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'fee-notices', dependencies: ['orm', 'mail-outbox'] },
);
