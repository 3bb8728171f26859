// Archived students and faculty members: the admin's Archived lists and restoring a record to the current ones.
import { call } from '@college/shared-ui/state';

export type ArchiveKind = 'student' | 'faculty';
export type ArchivedPerson = { id: number; firstName: string; lastName: string; detail: string };

/** Every archived record of a kind, by name. */
export async function listArchived(kind: ArchiveKind): Promise<ArchivedPerson[]> {
  if (kind === 'student') {
    const rows = await call('GET /students', { query: { status: 'archived', sort: 'name' } });
    return (Array.isArray(rows) ? rows : rows.items).map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      detail: row.enrollmentNumber,
    }));
  }
  const rows = await call('GET /faculty', { query: { status: 'archived', sort: 'name' } });
  return (Array.isArray(rows) ? rows : rows.items).map((row) => ({ id: row.id, firstName: row.firstName, lastName: row.lastName, detail: row.designation }));
}

export const restoreArchived = (kind: ArchiveKind, id: number) =>
  kind === 'student' ? call('POST /students/:id/restore', { params: { id } }) : call('POST /faculty/:id/restore', { params: { id } });
