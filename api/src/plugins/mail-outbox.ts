import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { deliverDueMail, type SendMail } from '../modules/mail/deliver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: {
      /** Sends what is due at `now` (the clock is a parameter so tests can move it). */
      deliverDue: (now?: Date) => Promise<{ sent: number; failed: number }>;
      /** Asks for a delivery run soon (after a commit that queued mail). */
      wake: () => void;
    };
  }
}

export type MailOutboxOptions = { smtpUrl: string | undefined; from: string; pollEveryMs: number };

/**
 * Sends the mail outbox after the commits that fill it: at once when woken, and every `pollEveryMs` for
 * what is due later (retries, mail queued by another process). Without SMTP_URL a line without personal
 * data is logged per mail instead, and it counts as sent.
 */
export const mailOutboxPlugin = fp(
  async (app: FastifyInstance, options: MailOutboxOptions) => {
    let send: SendMail;
    let closeTransport = () => {};
    if (options.smtpUrl) {
      // bounded waits: a mail server that hangs must not hold a claimed row for long
      const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
      send = async (mail) => {
        // the address as one recipient object: never parsed as a list of addresses
        await transport.sendMail({ from: options.from, to: { name: '', address: mail.to }, subject: mail.subject, text: mail.text });
      };
      closeTransport = () => transport.close();
    } else {
      // the log never holds a recipient, a subject or a body: they carry applicants' personal data
      send = async () => {
        app.log.info({ event: 'mail_not_sent_no_smtp' }, 'a mail was not sent: SMTP_URL is not set (its text stays in the mail_outbox table)');
      };
    }

    let running: Promise<unknown> | undefined;
    let runAgain = false;
    const run = () => {
      if (running) {
        runAgain = true;
        return;
      }
      running = deliverDueMail(app.sql, send)
        .then(({ sent, failed }) => {
          if (failed > 0) app.log.warn({ event: 'mail_failed', sent, failed }, 'some mail could not be sent; it will be retried');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'mail outbox not processed'))
        .finally(() => {
          running = undefined;
          if (runAgain) {
            runAgain = false;
            run();
          }
        });
    };
    const timer = setInterval(run, options.pollEveryMs);
    timer.unref();

    app.decorate('mailOutbox', { deliverDue: (now?: Date) => deliverDueMail(app.sql, send, now), wake: () => setImmediate(run) });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      runAgain = false;
      await running;
      closeTransport();
    });
  },
  { name: 'mail-outbox', dependencies: ['sql-pool'] },
);
