import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../plugins/session.ts';
import { AuditLog } from '../audit-log/audit-log.entity.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { acknowledgement, collegeNotification, enqueueMail } from '../mail/messages.ts';
import { type AddressLimit, takeSlot } from './address-limit.ts';
import type { FileArea } from '../../storage/file-storage.ts';
import { type IncomingFile, moveIntoPlace, newStoredName } from './file-store.ts';
import type { CheckedForm } from './forms.ts';
import { NEXT_STEPS, type SubmissionKind } from './kinds.ts';
import { newReference } from './reference.ts';
import { Submission, SubmissionFile, SubmissionStatusChange } from './submission.entity.ts';

export type SubmissionReceipt = { reference: string; kind: SubmissionKind; status: 'new'; nextSteps: string };

export const receiptOf = (kind: SubmissionKind, reference: string): SubmissionReceipt => ({ reference, kind, status: 'new', nextSteps: NEXT_STEPS[kind] });

export type NewSubmission = {
  kind: SubmissionKind;
  form: CheckedForm;
  files: IncomingFile[];
  idempotencyKey: string | undefined;
  limit: AddressLimit;
  actor: SessionUser | null;
  /** Where the PDFs are stored. */
  storage: FileArea;
  collegeInbox: string;
};

/** The receipt already given for this idempotency key, if any. */
export async function earlierReceipt(em: EntityManager, idempotencyKey: string | undefined): Promise<SubmissionReceipt | undefined> {
  if (!idempotencyKey) return undefined;
  const earlier = await em.fork().findOne(Submission, { idempotencyKey }, { fields: ['kind', 'reference'] });
  return earlier ? receiptOf(earlier.kind, earlier.reference) : undefined;
}

const isUniqueViolationOf = (error: unknown, constraint: string) => error instanceof UniqueConstraintViolationException && error.message.includes(constraint);

/**
 * Stores a checked submission: first its files, moved from their temporary names into storage under fresh
 * names, then in one transaction the address's slot, the row, its files' rows, its first history step, the
 * two mails and the audit row. The files go first so that the address's lock is held for the database
 * work only, never while an object store takes the uploads; if the transaction fails they are deleted
 * again, so no file is stored for a submission that was not stored. A repeat of an idempotency key that
 * committed meanwhile answers that first receipt.
 */
export async function storeSubmission(em: EntityManager, input: NewSubmission): Promise<{ receipt: SubmissionReceipt; created: boolean }> {
  const stored = input.files.map((file) => ({ file, storedName: newStoredName() }));
  const placed: string[] = [];
  try {
    // all settled before any is deleted again, so a failed one leaves no other half-way
    const moves = await Promise.allSettled(
      stored.map(({ file, storedName }) => {
        placed.push(storedName);
        return moveIntoPlace(input.storage, file.tempPath, storedName);
      }),
    );
    for (const move of moves) if (move.status === 'rejected') throw move.reason;
    for (let attempt = 0; ; attempt++) {
      try {
        const receipt = await em.fork().transactional(async (tx) => {
          const run = (text: string, params: unknown[]) => tx.getConnection().execute(text, params, 'all', tx.getTransactionContext());
          await takeSlot(run, input.limit);
          const now = new Date();
          const submission = tx.create(Submission, {
            kind: input.kind,
            reference: newReference(input.kind),
            status: 'new',
            name: input.form.name,
            email: input.form.email,
            fields: input.form.fields,
            receivedAt: now,
            readAt: null,
            idempotencyKey: input.idempotencyKey ?? null,
            closedAt: null,
          });
          for (const { file, storedName } of stored) {
            tx.create(SubmissionFile, { submission, field: file.field, originalName: file.originalName, storedName, size: file.size });
          }
          tx.create(SubmissionStatusChange, { submission, fromStatus: null, toStatus: 'new', changedBy: 'Website form', at: now });
          const summary = { ...input.form, kind: input.kind, reference: submission.reference, files: input.files.map((file) => file.originalName) };
          enqueueMail(tx, [acknowledgement(summary), collegeNotification(summary, input.collegeInbox)], now);
          await tx.flush();
          if (input.actor) recordAudit(tx, input.actor, 'create', 'submission', submission.id);
          // sent by someone not signed in: a visitor, not the system
          else tx.create(AuditLog, { actorAccountId: null, actorType: 'visitor', action: 'create', entity: 'submission', entityId: submission.id, at: now });
          await tx.flush();
          return receiptOf(input.kind, submission.reference);
        });
        return { receipt, created: true };
      } catch (error) {
        // 40 random bits make a clash of references rare; when one happens the submission simply takes another
        if (isUniqueViolationOf(error, 'submission_reference') && attempt < 3) continue;
        throw error;
      }
    }
  } catch (error) {
    // a file left behind costs space only; the failure to report is the one that stopped the submission
    await input.storage.remove(placed).catch(() => {});
    if (isUniqueViolationOf(error, 'idempotency_key')) {
      const earlier = await earlierReceipt(em, input.idempotencyKey);
      if (earlier) return { receipt: earlier, created: false };
    }
    throw error;
  }
}
