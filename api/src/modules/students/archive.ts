import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../plugins/session.ts';
import { notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';

// What makes a record history the college keeps: results, attendance, payments, issued documents and
// condonations. Charges alone (dues generated from the fee plans) are not: a student with nothing else goes.
const STUDENT_HISTORY = `select exists (select 1 from mark where student_id = $1) or exists (select 1 from attendance_mark where student_id = $1)
  or exists (select 1 from payment where student_id = $1) or exists (select 1 from issued_document where student_id = $1)
  or exists (select 1 from attendance_condonation where student_id = $1) as history`;
// A teacher's: subjects assigned, periods taught, attendance taken, announcements posted.
const FACULTY_HISTORY = `select exists (select 1 from teaching_assignment where faculty_id = $1) or exists (select 1 from timetable_period where faculty_id = $1)
  or exists (select 1 from attendance_session where faculty_id = $1)
  or exists (select 1 from announcement n join account a on a.id = n.author_account_id where a.faculty_id = $1) as history`;

type Kind = 'student' | 'faculty';
export const ARCHIVED_STUDENT = 'Student archived: their records are kept and the Archived list can restore them';
export const ARCHIVED_FACULTY = 'Faculty member archived: their records are kept and the Archived list can restore them';
const TABLE = { student: 'student', faculty: 'faculty' } as const;
const NAME = { student: 'Student', faculty: 'Faculty member' } as const;

async function hasHistory(tx: EntityManager, kind: Kind, id: number): Promise<boolean> {
  const sql = (kind === 'student' ? STUDENT_HISTORY : FACULTY_HISTORY).replaceAll('$1', '?');
  const [row] = await tx.execute<{ history: boolean }[]>(sql, Array(sql.split('?').length - 1).fill(id));
  return Boolean(row?.history);
}

/**
 * "Delete" of a student or faculty member: with any history the record is archived (kept, out of current
 * lists, its sessions ended); without one it is removed. Audited either way; says which it was.
 */
export async function deleteOrArchive(em: EntityManager, kind: Kind, id: number, actor: SessionUser | null): Promise<'deleted' | 'archived'> {
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<{ status: string }[]>(`select status from ${TABLE[kind]} where id = ? for update`, [id]);
    if (!row) throw notFound(NAME[kind]);
    if (!(await hasHistory(tx, kind, id))) {
      await tx.execute(`delete from ${TABLE[kind]} where id = ?`, [id]);
      recordAudit(tx, actor, 'delete', kind, id);
      await tx.flush();
      return 'deleted';
    }
    if (row.status !== 'archived') {
      await tx.execute(`update ${TABLE[kind]} set status = 'archived', status_changed_at = now() where id = ?`, [id]);
      await tx.execute(`delete from session where account_id in (select id from account where ${kind}_id = ?)`, [id]);
      recordAudit(tx, actor, 'update', kind, id, { before: { status: row.status }, after: { status: 'archived' } });
      await tx.flush();
    }
    return 'archived';
  });
}

/** Brings an archived record back to the current lists (a graduated student stays graduated). */
export async function restore(em: EntityManager, kind: Kind, id: number, actor: SessionUser | null): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await tx.execute<{ status: string }[]>(`select status from ${TABLE[kind]} where id = ? for update`, [id]);
    if (!row) throw notFound(NAME[kind]);
    if (row.status !== 'archived') return;
    await tx.execute(`update ${TABLE[kind]} set status = 'active', status_changed_at = now() where id = ?`, [id]);
    recordAudit(tx, actor, 'update', kind, id, { before: { status: 'archived' }, after: { status: 'active' } });
    await tx.flush();
  });
}
