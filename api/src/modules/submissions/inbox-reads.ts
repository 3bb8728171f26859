import type { EntityManager } from '@mikro-orm/core';
import type pg from 'pg';
import { toDateOnly } from '../../shared/dates.ts';
import { likePattern, type Paging, sqlOrderBy } from '../../shared/list-query.ts';
import type { SubmissionKind, SubmissionStatus } from './kinds.ts';
import { Submission, SubmissionFile, SubmissionNote, SubmissionStatusChange } from './submission.entity.ts';

const sqlBy = (...columns: string[]) => sqlOrderBy('s.id', ...columns);
export const INBOX_SORT = {
  receivedAt: sqlBy('s.received_at'),
  name: sqlBy('lower(s.name)'),
  email: sqlBy('lower(s.email)'),
  status: sqlBy('s.status', 's.received_at'),
  kind: sqlBy('s.kind', 's.received_at'),
  reference: sqlBy('s.reference'),
};

export type InboxFilter = { kind?: SubmissionKind; status?: SubmissionStatus; from?: string; to?: string; q?: string };

type InboxRow = {
  id: number;
  reference: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  name: string;
  email: string;
  received_at: Date;
  read: boolean;
  files: number;
};

function whereClause(filter: InboxFilter) {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(`$${values.length}`));
  };
  if (filter.kind) add((p) => `s.kind = ${p}`, filter.kind);
  if (filter.status) add((p) => `s.status = ${p}`, filter.status);
  // dates are days of the received time in UTC, as everywhere in the API
  if (filter.from) add((p) => `s.received_at >= ${p}::date`, toDateOnly('from', filter.from));
  if (filter.to) add((p) => `s.received_at < ${p}::date + 1`, toDateOnly('to', filter.to));
  if (filter.q) add((p) => `(s.reference ilike ${p} or s.name ilike ${p} or s.email ilike ${p} or s.fields::text ilike ${p})`, likePattern(filter.q));
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', values };
}

const COLUMNS = `s.id, s.reference, s.kind, s.status, s.name, s.email, s.received_at, s.read_at is not null as read,
  (select count(*)::int from submission_file f where f.submission_id = s.id) as files`;

export const itemOf = (row: InboxRow) => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  receivedAt: row.received_at.toISOString(),
  read: row.read,
  files: row.files,
});

/** One page of the inbox, newest first unless asked otherwise, and how many match in all. */
export async function listInbox(sql: pg.Pool, filter: InboxFilter, paging: Paging<string>) {
  const { where, values } = whereClause(filter);
  const [list, count] = await Promise.all([
    sql.query<InboxRow>(
      `select ${COLUMNS} from submission s ${where} order by ${paging.orderBy} limit ${paging.limit ?? 20} offset ${paging.offset ?? 0}`,
      values,
    ),
    sql.query<{ total: number }>(`select count(*)::int as total from submission s ${where}`, values),
  ]);
  return { items: list.rows.map(itemOf), total: count.rows[0]?.total ?? 0 };
}

/** Every matching submission with its form fields, for the CSV export (bounded). */
export async function exportRows(sql: pg.Pool, filter: InboxFilter, orderBy: string, limit: number) {
  const { where, values } = whereClause(filter);
  const { rows } = await sql.query<InboxRow & { fields: Record<string, string | number | null> }>(
    `select ${COLUMNS}, s.fields from submission s ${where} order by ${orderBy} limit ${limit}`,
    values,
  );
  return rows;
}

export async function unreadCount(sql: pg.Pool): Promise<number> {
  const { rows } = await sql.query<{ unread: number }>('select count(*)::int as unread from submission where read_at is null');
  return rows[0]?.unread ?? 0;
}

/** A submission with its files, notes and history, or undefined. */
export async function loadDetail(em: EntityManager, id: number) {
  const submission = await em.findOne(Submission, id);
  if (!submission) return undefined;
  const [files, notes, history] = await Promise.all([
    em.find(SubmissionFile, { submission: id }, { orderBy: { id: 'asc' } }),
    em.find(SubmissionNote, { submission: id }, { orderBy: { at: 'asc', id: 'asc' } }),
    em.find(SubmissionStatusChange, { submission: id }, { orderBy: { at: 'asc', id: 'asc' } }),
  ]);
  return {
    id: submission.id,
    reference: submission.reference,
    kind: submission.kind,
    status: submission.status,
    name: submission.name,
    email: submission.email,
    receivedAt: submission.receivedAt.toISOString(),
    read: submission.readAt !== null && submission.readAt !== undefined,
    fields: submission.fields,
    files: files.map((file) => ({ id: file.id, field: file.field, fileName: file.originalName, size: file.size })),
    notes: notes.map((note) => ({ id: note.id, text: note.text, author: note.author, at: note.at.toISOString() })),
    history: history.map((step) => ({ from: step.fromStatus ?? null, to: step.toStatus, by: step.changedBy, at: step.at.toISOString() })),
  };
}
