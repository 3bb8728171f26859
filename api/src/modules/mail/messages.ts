import type { EntityManager } from '@mikro-orm/core';
import { KIND_LABEL, NEXT_STEPS, type SubmissionKind } from '../submissions/kinds.ts';
import { MailOutbox } from './mail-outbox.entity.ts';

export type Mail = { to: string; subject: string; text: string };

type SubmissionSummary = {
  kind: SubmissionKind;
  reference: string;
  name: string;
  email: string;
  fields: Record<string, string | number | null>;
  files: string[];
};

/**
 * To whoever submitted: the reference and what happens next. It repeats nothing the visitor typed (the
 * name could carry a fake notice with a link, sent by the college to any address given).
 */
export function acknowledgement(submission: SubmissionSummary): Mail {
  const label = KIND_LABEL[submission.kind];
  return {
    to: submission.email,
    subject: `We received your ${label} (${submission.reference})`,
    text: [
      'Hello,',
      '',
      `Thank you: we received your ${label}. Your reference number is ${submission.reference}.`,
      '',
      NEXT_STEPS[submission.kind],
      '',
      'You can check its status on our website with this reference number and your e-mail address.',
      '',
      'This message was sent automatically; please do not reply to it.',
    ].join('\n'),
  };
}

/** To the college: that something arrived, with what the form said. */
export function collegeNotification(submission: SubmissionSummary, inbox: string): Mail {
  const lines = Object.entries(submission.fields).map(([field, value]) => `${field}: ${value ?? ''}`);
  return {
    to: inbox,
    subject: `New ${KIND_LABEL[submission.kind]} ${submission.reference} from ${submission.name}`,
    text: [
      `A new ${KIND_LABEL[submission.kind]} arrived through the website.`,
      '',
      `Reference: ${submission.reference}`,
      ...lines,
      ...(submission.files.length ? [`Files: ${submission.files.join(', ')}`] : []),
      '',
      'Open the admin inbox to read it and download its files.',
    ].join('\n'),
  };
}

/** Queues mails in the caller's transaction: they are sent only if it commits. */
export function enqueueMail(em: EntityManager, mails: Mail[], now = new Date()): void {
  for (const mail of mails) {
    em.create(MailOutbox, { ...mail, attempts: 0, nextAttemptAt: now, sentAt: null, lastError: null, createdAt: now });
  }
}
