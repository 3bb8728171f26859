import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LockMode } from '@mikro-orm/core';
import { requireAdmin } from '../../plugins/auth.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { FieldError, notFound } from '../../shared/http-errors.ts';
import { parseListQuery } from '../../shared/list-query.ts';
import { apiRoutes } from '../../contract.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { csvLine } from './csv.ts';
import { checkedName } from './file-store.ts';
import { exportRows, INBOX_SORT, type InboxFilter, listInbox, loadDetail, unreadCount } from './inbox-reads.ts';
import { deleteSubmissions } from './remove.ts';
import { Submission, SubmissionFile, SubmissionNote, SubmissionStatusChange } from './submission.entity.ts';

const tags = ['inbox'];
const EXPORT_LIMIT = 10_000;

/** How an admin is named in notes and history: the name the session greets them with. */
const actorName = (user: SessionUser | null) => user?.name ?? `admin #${user?.accountId ?? '?'}`;

const filterOf = (query: { kind?: InboxFilter['kind']; status?: InboxFilter['status']; from?: string; to?: string; q?: string }): InboxFilter => ({
  kind: query.kind,
  status: query.status,
  from: query.from,
  to: query.to,
  q: query.q?.trim() || undefined,
});

/**
 * The name a stored PDF is downloaded under: the sender's name without control or format characters (a
 * direction override makes `x\u202Efdp.exe` read as "xexe.pdf") and without its extension, then `.pdf`.
 */
function downloadName(original: string): string {
  const visible = original.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim();
  const dot = visible.lastIndexOf('.');
  const stem = (dot > 0 ? visible.slice(0, dot) : visible).trim();
  return `${stem || 'document'}.pdf`;
}

/** A file name for Content-Disposition: plain ASCII in `filename`, the real name UTF-8 encoded in `filename*`. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The admin's inbox of what visitors submitted (CONTRACT section 9: admins only). */
export const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/inbox', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /inbox'] } }, async (request) => {
    const paging = parseListQuery({ ...request.query, page: request.query.page ?? '1' }, INBOX_SORT, '-receivedAt');
    const { items, total } = await listInbox(app.sql, filterOf(request.query), paging);
    return { items, total, page: paging.page, pageSize: paging.pageSize };
  });

  app.get('/inbox/unread-count', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /inbox/unread-count'] } }, async () => ({
    unread: await unreadCount(app.sql),
  }));

  app.get('/inbox/export.csv', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /inbox/export.csv'] } }, async (request, reply) => {
    const paging = parseListQuery(request.query, INBOX_SORT, '-receivedAt');
    const rows = await exportRows(app.sql, filterOf(request.query), paging.orderBy, EXPORT_LIMIT);
    const header = csvLine(['Reference', 'Kind', 'Status', 'Received', 'Read', 'Name', 'E-mail', 'Files', 'Details']);
    const lines = rows.map((row) =>
      csvLine([
        row.reference,
        row.kind,
        row.status,
        row.received_at.toISOString(),
        row.read ? 'yes' : 'no',
        row.name,
        row.email,
        row.files,
        Object.entries(row.fields)
          .map(([field, value]) => `${field}: ${value ?? ''}`)
          .join('; '),
      ]),
    );
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="submissions-${day}.csv"`);
    // the byte order mark makes spreadsheet programs read the file as UTF-8
    return `\ufeff${header}${lines.join('')}`;
  });

  app.get('/inbox/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /inbox/:id'] } }, async (request) => {
    const detail = await loadDetail(app.orm.em.fork(), Number(request.params.id));
    if (!detail) throw notFound('Submission');
    return detail;
  });

  app.post('/inbox/:id/read', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /inbox/:id/read'] } }, async (request) => {
    const id = Number(request.params.id);
    // not an audited change: nothing the applicant sent changes
    await app.sql.query('update submission set read_at = now() where id = $1 and read_at is null', [id]);
    const detail = await loadDetail(app.orm.em.fork(), id);
    if (!detail) throw notFound('Submission');
    return detail;
  });

  app.get('/inbox/:id/files/:fileId', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /inbox/:id/files/:fileId'] } }, async (request, reply) => {
    const file = await app.orm.em.fork().findOne(SubmissionFile, { id: Number(request.params.fileId), submission: Number(request.params.id) });
    if (!file) throw notFound('File');
    const stored = await app.files.submissions.get(checkedName(file.storedName));
    if (!stored) throw notFound('File');
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(downloadName(file.originalName)))
      .header('content-length', String(stored.size))
      .header('x-content-type-options', 'nosniff');
    return reply.send(stored.body);
  });

  app.patch('/inbox/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PATCH /inbox/:id'] } }, async (request) => {
    const id = Number(request.params.id);
    const to = request.body.status;
    await app.orm.em.fork().transactional(async (tx) => {
      const submission = await tx.findOne(Submission, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!submission) throw notFound('Submission');
      if (submission.status === to) return;
      const now = new Date();
      tx.create(SubmissionStatusChange, { submission, fromStatus: submission.status, toStatus: to, changedBy: actorName(request.user), at: now });
      const before = { status: submission.status };
      submission.status = to;
      submission.closedAt = to === 'closed' ? now : null;
      submission.readAt ??= now;
      recordAudit(tx, request.user, 'update', 'submission', id, { before, after: { status: to } });
    });
    return (await loadDetail(app.orm.em.fork(), id)) as NonNullable<Awaited<ReturnType<typeof loadDetail>>>;
  });

  app.post('/inbox/:id/notes', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /inbox/:id/notes'] } }, async (request) => {
    const id = Number(request.params.id);
    const text = request.body.text.trim();
    if (!text) throw new FieldError('text', 'Note text is required');
    await app.orm.em.fork().transactional(async (tx) => {
      const submission = await tx.findOne(Submission, id);
      if (!submission) throw notFound('Submission');
      const note = tx.create(SubmissionNote, { submission, text, author: actorName(request.user), at: new Date() });
      await tx.flush();
      recordAudit(tx, request.user, 'create', 'submission-note', note.id, { after: { submission: id, text } });
    });
    return (await loadDetail(app.orm.em.fork(), id)) as NonNullable<Awaited<ReturnType<typeof loadDetail>>>;
  });

  app.delete('/inbox/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /inbox/:id'] } }, async (request) => {
    const id = Number(request.params.id);
    const storedNames = await app.orm.em.fork().transactional(async (tx) => {
      if (!(await tx.findOne(Submission, id, { fields: ['id'] }))) throw notFound('Submission');
      return deleteSubmissions(tx, [id], request.user);
    });
    await app.files.submissions
      .remove(storedNames.map(checkedName))
      .catch((error: unknown) => request.log.error({ err: error, files: storedNames }, 'a deleted submission file could not be removed from storage'));
    return { message: 'Submission deleted' };
  });
};
