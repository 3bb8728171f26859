import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendAttendanceNotices } from '../modules/announcements/attendance-notices.ts';
import { sendFeeNotices } from '../modules/announcements/automatic.ts';

type NoticesSent = { dueSoon: number; overdue: number; attendanceLow: number };

declare module 'fastify' {
  interface FastifyInstance {
    feeNotices: {
      /** One run as of `now` (the clock is a parameter so tests can move it). */
      run: (now?: Date) => Promise<NoticesSent>;
    };
  }
}

/**
 * The automatic notices: fees falling due within a week and overdue (daily), attendance under the threshold
 * (weekly). The check runs every `everyMs`, so a notice goes out within that time of its day or week
 * coming; each is sent once, whichever process runs it.
 */
export const feeNoticesPlugin = fp(
  async (app: FastifyInstance, options: { everyMs: number }) => {
    const run = async (now?: Date): Promise<NoticesSent> => {
      const fees = await sendFeeNotices(app.orm.em, now);
      const result = { ...fees, attendanceLow: await sendAttendanceNotices(app.orm.em, app.sql, now) };
      if (result.dueSoon + result.overdue + result.attendanceLow > 0) app.mailOutbox.wake();
      return result;
    };
    let running: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      running = running
        .then(() => run())
        .then(
          (result) => {
            if (result.dueSoon + result.overdue + result.attendanceLow > 0) app.log.info({ event: 'notices_sent', ...result }, 'automatic notices sent');
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
