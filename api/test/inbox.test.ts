import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, ORIGIN, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { pdf } from './helpers/multipart.ts';
import { admissionBody, scholarshipFields, scholarshipFiles, sendJson, sendScholarship } from './helpers/submissions.ts';

const submissionsDir = mkdtempSync(path.join(tmpdir(), 'inbox-'));
let ctx: TestContext;
let cookies: Record<'admin' | 'student' | 'faculty', string>;
let scholarship: { id: number; reference: string };
let admission: { id: number; reference: string };
let contact: { id: number; reference: string };

const idOf = async (reference: string) =>
  (await sql<{ id: number }>(ctx.databaseUrl, 'select id from submission where reference = $1', [reference]))[0]?.id as number;

beforeAll(async () => {
  ctx = await createTestApp({ submissionsDir, submissionLimit: 100 });
  // the demo student's book requests are the seeders', not this file's: the inbox starts empty
  await sql(ctx.databaseUrl, 'delete from submission');
  cookies = { admin: await login(ctx.app, 'admin'), student: await login(ctx.app, 'student'), faculty: await login(ctx.app, 'faculty') };
  const files = scholarshipFiles();
  files.incomeCertificate = { filename: 'Einkommensnachweis «2026».pdf', content: pdf('income certificate') };
  const sent = [
    await sendScholarship(ctx.app, scholarshipFields(), files),
    await sendJson(ctx.app, 'admission', admissionBody()),
    await sendJson(ctx.app, 'contact', {
      name: '=HYPERLINK("http://evil.example")',
      option: 'support',
      email: 'mallory@example.com',
      phone: '0401234567',
      description: 'Where is the "hostel"?',
    }),
  ];
  const stored = await Promise.all(
    sent.map(async (response) => ({ reference: response.json().reference as string, id: await idOf(response.json().reference) })),
  );
  [scholarship, admission, contact] = stored as [typeof scholarship, typeof scholarship, typeof scholarship];
  // known received dates for the date filters: oldest first
  await sql(ctx.databaseUrl, `update submission set received_at = '2026-03-10T10:00:00Z' where id = $1`, [scholarship.id]);
  await sql(ctx.databaseUrl, `update submission set received_at = '2026-03-11T23:30:00Z' where id = $1`, [admission.id]);
  await sql(ctx.databaseUrl, `update submission set received_at = '2026-03-12T08:00:00Z' where id = $1`, [contact.id]);
});
afterAll(() => ctx.app.close());

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { ...(cookie && { cookie }), origin: ORIGIN }, ...(payload && { payload }) });

describe('who may use the inbox (CONTRACT section 9)', () => {
  it('answers anonymous 401 and students and faculty 403 on every route, changing nothing', async () => {
    const fileId = (await sql(ctx.databaseUrl, 'select id from submission_file where submission_id = $1 limit 1', [scholarship.id]))[0]?.id;
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/inbox'],
      ['GET', '/api/inbox/unread-count'],
      ['GET', '/api/inbox/export.csv'],
      ['GET', `/api/inbox/${scholarship.id}`],
      ['GET', '/api/inbox/999999'],
      ['GET', `/api/inbox/${scholarship.id}/files/${fileId}`],
      ['POST', `/api/inbox/${scholarship.id}/read`],
      ['PATCH', `/api/inbox/${scholarship.id}`, { status: 'rejected' }],
      ['POST', `/api/inbox/${scholarship.id}/notes`, { text: 'sneaky' }],
      ['DELETE', `/api/inbox/${scholarship.id}`],
      ['DELETE', '/api/inbox/999999'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `anonymous ${method} ${url}`).toBe(401);
      expect((await call(method, url, cookies.student, body)).statusCode, `student ${method} ${url}`).toBe(403);
      expect((await call(method, url, cookies.faculty, body)).statusCode, `faculty ${method} ${url}`).toBe(403);
    }
    const [row] = await sql(
      ctx.databaseUrl,
      `select status, read_at, (select count(*)::int from submission_note where submission_id = $1) as notes from submission where id = $1`,
      [scholarship.id],
    );
    expect(row).toEqual({ status: 'new', read_at: null, notes: 0 });
  });
});

describe('GET /api/inbox', () => {
  it('lists newest first with server paging and the unread count', async () => {
    const page = await call('GET', '/api/inbox?pageSize=2', cookies.admin);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items.map((item: { reference: string }) => item.reference)).toEqual([contact.reference, admission.reference]);
    expect(body.items[0]).toEqual({
      id: contact.id,
      reference: contact.reference,
      kind: 'contact',
      status: 'new',
      name: '=HYPERLINK("http://evil.example")',
      email: 'mallory@example.com',
      receivedAt: '2026-03-12T08:00:00.000Z',
      read: false,
      files: 0,
    });
    const second = (await call('GET', '/api/inbox?pageSize=2&page=2', cookies.admin)).json();
    expect(second.items.map((item: { reference: string; files: number }) => [item.reference, item.files])).toEqual([[scholarship.reference, 3]]);
    expect((await call('GET', '/api/inbox?sort=receivedAt', cookies.admin)).json().items[0].reference).toBe(scholarship.reference);
    expect((await call('GET', '/api/inbox?sort=password', cookies.admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/inbox/unread-count', cookies.admin)).json()).toEqual({ unread: 3 });
  });

  it('filters by kind, status and received date, and searches reference, name, e-mail and text', async () => {
    const references = async (query: string) =>
      (await call('GET', `/api/inbox?${query}`, cookies.admin)).json().items.map((item: { reference: string }) => item.reference);
    expect(await references('kind=admission')).toEqual([admission.reference]);
    expect(await references('status=new&kind=scholarship')).toEqual([scholarship.reference]);
    expect(await references('status=closed')).toEqual([]);
    expect(await references('from=2026-03-11&to=2026-03-11')).toEqual([admission.reference]);
    expect(await references('from=2026-03-11')).toEqual([contact.reference, admission.reference]);
    expect(await references('to=2026-03-10')).toEqual([scholarship.reference]);
    expect(await references(`q=${scholarship.reference.toLowerCase()}`)).toEqual([scholarship.reference]);
    expect(await references('q=ravi')).toEqual([admission.reference]);
    expect(await references('q=mallory@')).toEqual([contact.reference]);
    expect(await references('q=district%20health%20camp')).toEqual([scholarship.reference]);
    expect(await references('q=100%25')).toEqual([]);
    expect((await call('GET', '/api/inbox?kind=spam', cookies.admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/inbox?from=2026-02-30', cookies.admin)).statusCode).toBe(400);
  });
});

describe('one submission', () => {
  it('opens with its fields, files and history; reading changes nothing, a POST marks it read', async () => {
    const response = await call('GET', `/api/inbox/${scholarship.id}`, cookies.admin);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ id: scholarship.id, reference: scholarship.reference, kind: 'scholarship', status: 'new', read: false, name: 'Asha Rao' });
    // a GET (a link from another site, a prefetch) leaves it unread
    expect((await call('GET', `/api/inbox/${scholarship.id}`, cookies.admin)).json()).toMatchObject({ read: false });
    expect((await call('GET', '/api/inbox/unread-count', cookies.admin)).json()).toEqual({ unread: 3 });
    const marked = await call('POST', `/api/inbox/${scholarship.id}/read`, cookies.admin);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: scholarship.id, status: 'new', read: true });
    expect((await call('POST', '/api/inbox/999999/read', cookies.admin)).statusCode).toBe(404);
    expect(detail.fields).toMatchObject({ fullName: 'Asha Rao', academicPercentage: 91.25, personalStatement: expect.stringContaining('physiotherapist') });
    expect(detail.files.map((file: { field: string; fileName: string }) => [file.field, file.fileName])).toEqual([
      ['incomeCertificate', 'Einkommensnachweis «2026».pdf'],
      ['recommendationLetter', 'letter.pdf'],
      ['academicTranscript', 'transcript.pdf'],
    ]);
    expect(detail.history).toEqual([{ from: null, to: 'new', by: 'Website form', at: expect.any(String) }]);
    expect(detail.notes).toEqual([]);
    expect((await call('GET', '/api/inbox/unread-count', cookies.admin)).json()).toEqual({ unread: 2 });
    expect((await call('GET', '/api/inbox/999999', cookies.admin)).statusCode).toBe(404);
  });

  it('downloads a file as an attachment, never shown inline or sniffed', async () => {
    const detail = (await call('GET', `/api/inbox/${scholarship.id}`, cookies.admin)).json();
    const file = detail.files[0];
    const response = await call('GET', `/api/inbox/${scholarship.id}/files/${file.id}`, cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Einkommensnachweis _2026_.pdf"; filename*=UTF-8''${encodeURIComponent('Einkommensnachweis «2026».pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(pdf('income certificate').toString());
    // a file id of another submission is not found through this one
    expect((await call('GET', `/api/inbox/${admission.id}/files/${file.id}`, cookies.admin)).statusCode).toBe(404);
  });

  it('downloads a file under a name ending in .pdf, whatever extension or direction override the sender gave it', async () => {
    const files = scholarshipFiles();
    files.incomeCertificate = { filename: 'invoice\u202Efdp.exe', content: pdf('income certificate') };
    files.academicTranscript = { filename: 'notes.\u202Dhtml', content: pdf('transcript') };
    const sent = await sendScholarship(ctx.app, scholarshipFields(), files);
    expect(sent.statusCode).toBe(201);
    const id = await idOf(sent.json().reference);
    const detail = (await call('GET', `/api/inbox/${id}`, cookies.admin)).json();
    const names: string[] = [];
    for (const file of detail.files as { id: number }[]) {
      const response = await call('GET', `/api/inbox/${id}/files/${file.id}`, cookies.admin);
      expect(response.statusCode).toBe(200);
      names.push(response.headers['content-disposition'] as string);
    }
    expect(names).toEqual([
      `attachment; filename="invoicefdp.pdf"; filename*=UTF-8''invoicefdp.pdf`,
      `attachment; filename="letter.pdf"; filename*=UTF-8''letter.pdf`,
      `attachment; filename="notes.pdf"; filename*=UTF-8''notes.pdf`,
    ]);
    // the other tests count the submissions made in beforeAll
    expect((await call('DELETE', `/api/inbox/${id}`, cookies.admin)).statusCode).toBe(200);
  });

  it('changes the status with history and an audit row; closing records when', async () => {
    const response = await call('PATCH', `/api/inbox/${admission.id}`, cookies.admin, { status: 'in-review' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'in-review', read: true });
    const closed = (await call('PATCH', `/api/inbox/${admission.id}`, cookies.admin, { status: 'closed' })).json();
    expect(closed.history.map((step: { from: string | null; to: string; by: string }) => [step.from, step.to, step.by])).toEqual([
      [null, 'new', 'Website form'],
      ['new', 'in-review', 'admin'],
      ['in-review', 'closed', 'admin'],
    ]);
    const [row] = await sql(ctx.databaseUrl, 'select closed_at from submission where id = $1', [admission.id]);
    expect(row?.closed_at).toBeInstanceOf(Date);
    const audits = await sql(
      ctx.databaseUrl,
      `select action, actor_type, changes from audit_log where entity = 'submission' and entity_id = $1 and action = 'update' order by id`,
      [admission.id],
    );
    expect(audits).toEqual([
      { action: 'update', actor_type: 'admin', changes: { before: { status: 'new' }, after: { status: 'in-review' } } },
      { action: 'update', actor_type: 'admin', changes: { before: { status: 'in-review' }, after: { status: 'closed' } } },
    ]);
    const reopened = (await call('PATCH', `/api/inbox/${admission.id}`, cookies.admin, { status: 'in-review' })).json();
    expect(reopened.status).toBe('in-review');
    expect((await sql(ctx.databaseUrl, 'select closed_at from submission where id = $1', [admission.id]))[0]?.closed_at).toBeNull();
    const bad = await call('PATCH', `/api/inbox/${admission.id}`, cookies.admin, { status: 'approved' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status must be one of/);
    // the applicant sees the new status
    expect((await sendJson(ctx.app, 'status', { reference: admission.reference, email: 'ravi@example.com' })).json()).toEqual({
      reference: admission.reference,
      status: 'in-review',
    });
  });

  it('adds notes with their author and an audit row; refuses empty and long ones', async () => {
    const response = await call('POST', `/api/inbox/${contact.id}/notes`, cookies.admin, { text: 'Called back about the hostel.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().notes).toEqual([{ id: expect.any(Number), text: 'Called back about the hostel.', author: 'admin', at: expect.any(String) }]);
    const noteId = response.json().notes[0].id;
    expect(await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'submission-note' and entity_id = $1`, [noteId])).toEqual([
      { action: 'create', changes: { after: { submission: expect.any(Number), text: expect.any(String) } } },
    ]);
    const blank = await call('POST', `/api/inbox/${contact.id}/notes`, cookies.admin, { text: '   ' });
    expect(blank.json()).toMatchObject({ statusCode: 400, field: 'text', message: 'Note text is required' });
    expect((await call('POST', `/api/inbox/${contact.id}/notes`, cookies.admin, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await call('POST', '/api/inbox/999999/notes', cookies.admin, { text: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /api/inbox/export.csv', () => {
  it('exports one row per matching submission with formula-guarded cells', async () => {
    const response = await call('GET', '/api/inbox/export.csv', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Reference","Kind","Status","Received","Read","Name","E-mail","Files","Details"');
    expect(lines).toHaveLength(4);
    const contactLine = lines.find((line) => line.startsWith(`"${contact.reference}"`));
    expect(contactLine).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(contactLine).toContain('Where is the ""hostel""?');
    const filtered = await call('GET', '/api/inbox/export.csv?kind=scholarship', cookies.admin);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe('DELETE /api/inbox/{id}', () => {
  it('deletes the submission, its rows and its files on disk, with an audit row', async () => {
    const stored = await sql<{ stored_name: string }>(ctx.databaseUrl, 'select stored_name from submission_file where submission_id = $1', [scholarship.id]);
    expect(stored).toHaveLength(3);
    for (const file of stored) expect(existsSync(path.join(submissionsDir, file.stored_name))).toBe(true);
    const response = await call('DELETE', `/api/inbox/${scholarship.id}`, cookies.admin);
    expect(response.json()).toEqual({ message: 'Submission deleted' });
    for (const file of stored) expect(existsSync(path.join(submissionsDir, file.stored_name))).toBe(false);
    const [left] = await sql(
      ctx.databaseUrl,
      `select (select count(*)::int from submission where id = $1) as submissions, (select count(*)::int from submission_file where submission_id = $1) as files,
       (select count(*)::int from submission_status_change where submission_id = $1) as history`,
      [scholarship.id],
    );
    expect(left).toEqual({ submissions: 0, files: 0, history: 0 });
    expect(
      await sql(ctx.databaseUrl, `select actor_type, changes from audit_log where entity = 'submission' and entity_id = $1 and action = 'delete'`, [
        scholarship.id,
      ]),
    ).toEqual([{ actor_type: 'admin', changes: { before: { reference: scholarship.reference, kind: 'scholarship', status: expect.any(String) } } }]);
    expect((await call('DELETE', `/api/inbox/${scholarship.id}`, cookies.admin)).statusCode).toBe(404);
  });
});
