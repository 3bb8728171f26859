import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { deleteOldAttempts } from './address-limit.ts';
import type { FileArea } from '../../storage/file-storage.ts';
import { removeAbandonedIncoming } from './file-store.ts';
import { deleteSubmissions } from './remove.ts';
import { Submission } from './submission.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Submissions deleted per transaction; the rest wait for the next run. */
const BATCH = 500;
/** An upload still incoming after this long belongs to a process that stopped mid-request. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;
/** Sent mail keeps its text (personal data) only this long. */
const SENT_MAIL_KEPT_DAYS = 30;

/** `files`: where the PDFs are stored; `submissionsDir`: the local folder of uploads being received. */
export type PurgeOptions = { files: FileArea; submissionsDir: string; retentionDays: number; windowMinutes: number };
export type PurgeResult = { submissions: number; files: number };

/**
 * Deletes what privacy says not to keep, as of `now`: closed submissions whose closing is older than the
 * retention period (with their stored files, once the deletion has committed), sent mails past a month,
 * limit counters past their window, and uploads abandoned mid-request.
 */
export async function purgeExpired(orm: MikroORM, sql: pg.Pool, options: PurgeOptions, now = new Date()): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - options.retentionDays * DAY_MS);
  // rows another process is purging (or an admin is changing) right now are skipped, not waited for
  const storedNames = await orm.em.fork().transactional(async (tx) => {
    const due = await tx.find(
      Submission,
      { status: 'closed', closedAt: { $lt: cutoff } },
      { fields: ['id'], limit: BATCH, orderBy: { closedAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    const ids = due.map((submission) => submission.id);
    return { ids, files: await deleteSubmissions(tx, ids, null) };
  });
  await options.files.remove(storedNames.files);
  await sql.query(`delete from mail_outbox where sent_at < $1::timestamptz - make_interval(days => $2)`, [now, SENT_MAIL_KEPT_DAYS]);
  await deleteOldAttempts(sql, now, options.windowMinutes);
  await removeAbandonedIncoming(options.submissionsDir, now, ABANDONED_UPLOAD_MS);
  return { submissions: storedNames.ids.length, files: storedNames.files.length };
}
