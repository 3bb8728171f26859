import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { freePort } from '../src/db/free-port.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { admissionBody, sendJson } from './helpers/submissions.ts';

const submissionsDir = mkdtempSync(path.join(tmpdir(), 'mail-'));
const MINUTE = 60_000;

type Received = { to: string[]; raw: string };

/** An SMTP server in this process that keeps what it receives. */
function startMailServer(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const stopMailServer = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('mail with SMTP_URL set: sent from the outbox after the commit', () => {
  let ctx: TestContext;
  let port: number;
  let server: SMTPServer;
  const received: Received[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = await startMailServer(port, received);
    ctx = await createTestApp({ submissionsDir, submissionLimit: 100, smtpUrl: `smtp://127.0.0.1:${port}`, collegeInbox: 'office@college.example' });
  });
  afterAll(async () => {
    await ctx.app.close();
    await stopMailServer(server);
  });

  const unsent = async () => (await sql<{ n: number }>(ctx.databaseUrl, 'select count(*)::int as n from mail_outbox where sent_at is null'))[0]?.n;

  it('acknowledges to the applicant (reference, next steps) and notifies the college inbox', async () => {
    const { reference } = (await sendJson(ctx.app, 'admission', admissionBody())).json();
    await vi.waitFor(() => expect(received.filter((mail) => mail.raw.includes(reference))).toHaveLength(2), { timeout: 10_000 });
    const mine = received.filter((mail) => mail.raw.includes(reference));
    const applicant = mine.find((mail) => mail.to.includes('ravi@example.com'));
    expect(applicant?.raw).toMatch(/Subject: We received your admission enquiry/);
    expect(applicant?.raw).toContain('Our admissions office will contact you');
    const college = mine.find((mail) => mail.to.includes('office@college.example'));
    expect(college?.raw).toMatch(/Subject: New admission enquiry/);
    expect(college?.raw).toContain('fullName: Ravi Kumar');
    expect(await unsent()).toBe(0);
  });

  it('quotes nothing the visitor typed in the acknowledgement but the reference (a name carrying a fake notice goes no further)', async () => {
    const fullName = 'Fee overdue pay now at https://pay.evil.example';
    const { reference } = (await sendJson(ctx.app, 'admission', { ...admissionBody(), fullName, email: 'target@example.com' })).json();
    await vi.waitFor(() => expect(received.filter((mail) => mail.raw.includes(reference))).toHaveLength(2), { timeout: 10_000 });
    const applicant = received.find((mail) => mail.raw.includes(reference) && mail.to.includes('target@example.com'));
    expect(applicant?.raw).toMatch(/Subject: We received your admission enquiry/);
    expect(applicant?.raw).not.toContain('evil.example');
    expect(applicant?.raw).not.toContain('overdue');
  });

  it('keeps the mail while the server is down and sends it exactly once when it is back, even with two API processes', async () => {
    await stopMailServer(server);
    const { reference } = (
      await sendJson(ctx.app, 'contact', { name: 'Meena', option: 'support', email: 'meena@example.com', phone: '0401234567', description: 'Hello' })
    ).json();
    const now = new Date();
    const failed = await ctx.app.mailOutbox.deliverDue(now);
    expect(failed.sent).toBe(0);
    const rows = await sql(ctx.databaseUrl, 'select attempts, last_error, next_attempt_at, sent_at from mail_outbox where subject like $1', [`%${reference}%`]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sent_at).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(now.getTime());
    }
    // not retried before its backoff has passed
    expect((await ctx.app.mailOutbox.deliverDue(now)).sent).toBe(0);

    server = await startMailServer(port, received);
    const second: App = await buildApp({
      databaseUrl: ctx.databaseUrl,
      config: { logLevel: 'silent', requestsPerMinute: 0, submissionsDir, smtpUrl: `smtp://127.0.0.1:${port}` },
    });
    try {
      const later = new Date(now.getTime() + 10 * MINUTE);
      const runs = await Promise.all([ctx.app.mailOutbox.deliverDue(later), second.mailOutbox.deliverDue(later), ctx.app.mailOutbox.deliverDue(later)]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
      expect(received.filter((mail) => mail.raw.includes(reference))).toHaveLength(2);
      expect((await second.mailOutbox.deliverDue(new Date(now.getTime() + 24 * 60 * MINUTE))).sent).toBe(0);
      expect(received.filter((mail) => mail.raw.includes(reference))).toHaveLength(2);
      expect(await unsent()).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('sends nothing for a submission that was refused', async () => {
    const before = received.length;
    const [{ n: queued } = { n: 0 }] = await sql<{ n: number }>(ctx.databaseUrl, 'select count(*)::int as n from mail_outbox');
    expect((await sendJson(ctx.app, 'admission', { ...admissionBody(), phone: '' })).statusCode).toBe(400);
    expect((await sendJson(ctx.app, 'admission', { ...admissionBody(), website: 'bot' })).statusCode).toBe(201);
    await ctx.app.mailOutbox.deliverDue(new Date(Date.now() + 24 * 60 * MINUTE));
    expect((await sql<{ n: number }>(ctx.databaseUrl, 'select count(*)::int as n from mail_outbox'))[0]?.n).toBe(queued);
    expect(received.length).toBe(before);
  });
});

describe('mail without SMTP_URL', () => {
  it('is marked sent with a log line that holds no address, subject or text', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({ submissionsDir, logLevel: 'info' }, { write: (line) => lines.push(line) });
    try {
      const { reference } = (await sendJson(ctx.app, 'book-request', { bookTitle: 'Therapeutic Exercise', email: 'reader@example.com' })).json();
      await vi.waitFor(
        async () => {
          const rows = await sql(ctx.databaseUrl, 'select sent_at from mail_outbox where subject like $1', [`%${reference}%`]);
          expect(rows).toHaveLength(2);
          for (const row of rows) expect(row.sent_at).toBeInstanceOf(Date);
        },
        { timeout: 10_000 },
      );
      await vi.waitFor(() => expect(lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'mail_not_sent_no_smtp')).toHaveLength(2));
      const log = lines.join('\n');
      for (const personal of ['reader@example.com', 'admissions@college.example', 'Therapeutic Exercise', reference]) expect(log).not.toContain(personal);
    } finally {
      await ctx.app.close();
    }
  });
});
