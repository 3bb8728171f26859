import type { EntityManager } from '@mikro-orm/core';
import type { SessionUser } from '../../plugins/session.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Submission, SubmissionFile } from './submission.entity.ts';

/**
 * Deletes submissions (their files' rows, notes and history go with them) in the caller's transaction
 * and gives the stored names of their files, to be deleted from disk once it has committed.
 */
export async function deleteSubmissions(tx: EntityManager, ids: number[], actor: SessionUser | null): Promise<string[]> {
  if (ids.length === 0) return [];
  const files = await tx.find(SubmissionFile, { submission: { $in: ids } }, { fields: ['storedName'] });
  const removed = await tx.find(Submission, { id: { $in: ids } }, { fields: ['id', 'reference', 'kind', 'status'] });
  await tx.nativeDelete(Submission, { id: { $in: ids } });
  // what was deleted, named by what the office knows it by (the applicant's details go with it)
  for (const { id, reference, kind, status } of removed) recordAudit(tx, actor, 'delete', 'submission', id, { before: { reference, kind, status } });
  return files.map((file) => file.storedName);
}
