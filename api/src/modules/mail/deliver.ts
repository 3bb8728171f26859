import type pg from 'pg';
import type { Mail } from './messages.ts';

export type SendMail = (mail: Mail) => Promise<void>;

/** Waits before the next try: 1, 2, 4 ... minutes, at most 6 hours; the row is kept until it is sent. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60_000);

type OutboxRow = { id: number; to: string; subject: string; text: string; attempts: number };

/**
 * Sends the due mails one by one. Each row is claimed with `FOR UPDATE SKIP LOCKED` in a transaction that
 * also marks it sent, so two processes never send one row, and a row marked sent is never sent again.
 * A mail server that refuses or is down leaves the row for a later try, with the error and a backoff.
 */
export async function deliverDueMail(pool: pg.Pool, send: SendMail, now = new Date(), batch = 50): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let index = 0; index < batch; index++) {
    const client = await pool.connect();
    let outcome: 'sent' | 'failed' | 'none' = 'none';
    try {
      await client.query('begin');
      const { rows } = await client.query<OutboxRow>(
        `select id, "to", subject, text, attempts from mail_outbox where sent_at is null and next_attempt_at <= $1
         order by next_attempt_at, id limit 1 for update skip locked`,
        [now],
      );
      const row = rows[0];
      if (row) {
        try {
          await send({ to: row.to, subject: row.subject, text: row.text });
          await client.query('update mail_outbox set sent_at = $2, attempts = attempts + 1, last_error = null where id = $1', [row.id, now]);
          outcome = 'sent';
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const next = new Date(now.getTime() + retryDelayMs(row.attempts + 1));
          await client.query('update mail_outbox set attempts = attempts + 1, next_attempt_at = $2, last_error = $3 where id = $1', [row.id, next, message]);
          outcome = 'failed';
        }
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    if (outcome === 'none') break;
    if (outcome === 'sent') sent++;
    else failed++;
  }
  return { sent, failed };
}
