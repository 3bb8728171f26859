import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { scholarshipFields, scholarshipFiles, sendJson, sendScholarship } from './helpers/submissions.ts';

const DAY = 24 * 60 * 60 * 1000;
const submissionsDir = mkdtempSync(path.join(tmpdir(), 'purge-'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ submissionsDir, submissionLimit: 100 });
});
afterAll(() => ctx.app.close());

/** A scholarship application (three files on disk), with its status and closing time set as a test needs. */
async function application(status: string, closedAt: Date | null) {
  const reference = (await sendScholarship(ctx.app, scholarshipFields(), scholarshipFiles())).json().reference as string;
  await sql(ctx.databaseUrl, 'update submission set status = $2, closed_at = $3 where reference = $1', [reference, status, closedAt]);
  const files = await sql<{ stored_name: string }>(
    ctx.databaseUrl,
    'select stored_name from submission_file f join submission s on s.id = f.submission_id where s.reference = $1',
    [reference],
  );
  return { reference, paths: files.map((file) => path.join(submissionsDir, file.stored_name)) };
}

const exists = async (reference: string) => (await sql(ctx.databaseUrl, 'select 1 from submission where reference = $1', [reference])).length === 1;

describe('the purge of closed submissions (SUBMISSION_RETENTION_DAYS, default 365)', () => {
  it('deletes a closed submission and its files once its closing is more than 365 days old, and nothing else', async () => {
    const closedAt = new Date('2026-01-15T12:00:00Z');
    const closed = await application('closed', closedAt);
    const rejected = await application('rejected', null);
    const closedLater = await application('closed', new Date(closedAt.getTime() + 30 * DAY));
    for (const file of closed.paths) expect(existsSync(file)).toBe(true);

    const dayBefore = await ctx.app.submissionPurge.run(new Date(closedAt.getTime() + 364 * DAY));
    expect(dayBefore.submissions).toBe(0);
    expect(await exists(closed.reference)).toBe(true);

    const after = await ctx.app.submissionPurge.run(new Date(closedAt.getTime() + 366 * DAY));
    expect(after).toEqual({ submissions: 1, files: 3 });
    expect(await exists(closed.reference)).toBe(false);
    for (const file of closed.paths) expect(existsSync(file)).toBe(false);
    expect(await exists(rejected.reference)).toBe(true);
    expect(await exists(closedLater.reference)).toBe(true);
    for (const file of [...rejected.paths, ...closedLater.paths]) expect(existsSync(file)).toBe(true);
    const [audit] = await sql(ctx.databaseUrl, `select actor_type, action from audit_log where entity = 'submission' and action = 'delete'`);
    expect(audit).toEqual({ actor_type: 'system', action: 'delete' });
  });

  it('honours SUBMISSION_RETENTION_DAYS', async () => {
    const shortly = await buildApp({
      databaseUrl: ctx.databaseUrl,
      config: { logLevel: 'silent', requestsPerMinute: 0, submissionsDir, submissionRetentionDays: 30 },
    });
    try {
      await sql(ctx.databaseUrl, `update submission set status = 'rejected', closed_at = null where status = 'closed'`);
      const closedAt = new Date('2026-05-01T00:00:00Z');
      const closed = await application('closed', closedAt);
      expect((await shortly.submissionPurge.run(new Date(closedAt.getTime() + 29 * DAY))).submissions).toBe(0);
      expect((await shortly.submissionPurge.run(new Date(closedAt.getTime() + 31 * DAY))).submissions).toBe(1);
      expect(await exists(closed.reference)).toBe(false);
    } finally {
      await shortly.close();
    }
  });

  it('runs by itself every hour in the API', async () => {
    // the API's own timer, taken as it is set: firing it stands in for an hour passing
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const hourly = await buildApp({ databaseUrl: ctx.databaseUrl, config: { logLevel: 'silent', requestsPerMinute: 0, submissionsDir } });
    try {
      const purgeTimer = intervals.mock.calls.find(([, every]) => every === 60 * 60 * 1000);
      if (!purgeTimer) throw new Error('no hourly timer was set');
      const old = await application('closed', new Date(Date.now() - 400 * DAY));
      await hourly.submissionPurge.idle();
      expect(await exists(old.reference)).toBe(true);
      (purgeTimer[0] as () => void)();
      await hourly.submissionPurge.idle();
      expect(await exists(old.reference)).toBe(false);
      for (const file of old.paths) expect(existsSync(file)).toBe(false);
    } finally {
      intervals.mockRestore();
      await hourly.close();
    }
  });

  it('also forgets old limit counters, old sent mail and uploads abandoned mid-request', async () => {
    const now = new Date();
    await sendJson(ctx.app, 'book-request', { bookTitle: 'Gray', email: 'r@example.com' }, { address: '10.9.9.9' });
    await sql(ctx.databaseUrl, `update mail_outbox set sent_at = $1`, [new Date(now.getTime() - 40 * DAY)]);
    const abandoned = path.join(submissionsDir, '.incoming-0123456789abcdef0123456789abcdef.part');
    writeFileSync(abandoned, '%PDF-half');
    utimesSync(abandoned, new Date(now.getTime() - 2 * 60 * 60 * 1000), new Date(now.getTime() - 2 * 60 * 60 * 1000));
    const [before] = await sql(
      ctx.databaseUrl,
      'select (select count(*)::int from submission_attempt) as attempts, (select count(*)::int from mail_outbox) as mails',
    );
    expect(before?.attempts).toBeGreaterThan(0);
    expect(before?.mails).toBeGreaterThan(0);
    await ctx.app.submissionPurge.run(new Date(now.getTime() + 11 * 60 * 1000));
    const [after] = await sql(
      ctx.databaseUrl,
      'select (select count(*)::int from submission_attempt) as attempts, (select count(*)::int from mail_outbox) as mails',
    );
    expect(after).toEqual({ attempts: 0, mails: 0 });
    expect(existsSync(abandoned)).toBe(false);
  });
});
