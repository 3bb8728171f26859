import { defineEntity, p } from '@mikro-orm/core';
import { SUBMISSION_KINDS, SUBMISSION_STATUSES } from './kinds.ts';

/** What a visitor sent through one of the public forms; `fields` holds the form's own fields by their names. */
const SubmissionSchema = defineEntity({
  name: 'Submission',
  tableName: 'submission',
  properties: {
    id: p.integer().primary(),
    kind: p.enum(SUBMISSION_KINDS),
    reference: p.string().length(20).unique(),
    status: p.enum(SUBMISSION_STATUSES),
    name: p.string().length(200),
    email: p.string().length(254),
    fields: p.json<Record<string, string | number | null>>(),
    receivedAt: p.datetime().index(),
    readAt: p.datetime().nullable(),
    idempotencyKey: p.uuid().nullable().unique(),
    closedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['status', 'closedAt'] }],
});

export class Submission extends SubmissionSchema.class {}
SubmissionSchema.setClass(Submission);

/** A PDF sent with a submission; `storedName` is its random name under SUBMISSIONS_DIR. */
const SubmissionFileSchema = defineEntity({
  name: 'SubmissionFile',
  tableName: 'submission_file',
  properties: {
    id: p.integer().primary(),
    submission: () => p.manyToOne(Submission).deleteRule('cascade').index(),
    field: p.string().length(40),
    originalName: p.string().length(200),
    storedName: p.string().length(80).unique(),
    size: p.integer(),
  },
});

export class SubmissionFile extends SubmissionFileSchema.class {}
SubmissionFileSchema.setClass(SubmissionFile);

/** An admin's note on a submission; the author's name is kept as written, so it outlives the account. */
const SubmissionNoteSchema = defineEntity({
  name: 'SubmissionNote',
  tableName: 'submission_note',
  properties: {
    id: p.integer().primary(),
    submission: () => p.manyToOne(Submission).deleteRule('cascade').index(),
    text: p.text(),
    author: p.string().length(200),
    at: p.datetime(),
  },
});

export class SubmissionNote extends SubmissionNoteSchema.class {}
SubmissionNoteSchema.setClass(SubmissionNote);

/** One step of a submission's status history (`fromStatus` is null for its arrival). */
const SubmissionStatusChangeSchema = defineEntity({
  name: 'SubmissionStatusChange',
  tableName: 'submission_status_change',
  properties: {
    id: p.integer().primary(),
    submission: () => p.manyToOne(Submission).deleteRule('cascade').index(),
    fromStatus: p.enum(SUBMISSION_STATUSES).nullable(),
    toStatus: p.enum(SUBMISSION_STATUSES),
    changedBy: p.string().length(200),
    at: p.datetime(),
  },
});

export class SubmissionStatusChange extends SubmissionStatusChangeSchema.class {}
SubmissionStatusChangeSchema.setClass(SubmissionStatusChange);
