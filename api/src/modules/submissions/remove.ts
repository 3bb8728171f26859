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
  await tx.nativeDelete(Submission, { id: { $in: ids } });
  for (const id of ids) recordAudit(tx, actor, 'delete', 'submission', id);
  return files.map((file) => file.storedName);
}
