import type { EntityManager } from '@mikro-orm/core';
import { newReference } from '../modules/submissions/reference.ts';
import { Submission, SubmissionStatusChange } from '../modules/submissions/submission.entity.ts';
import type { SubmissionStatus } from '../modules/submissions/kinds.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

/** Book requests the demo student sent from the public library page: one the library accepted, one still new. */
const REQUESTS: { bookTitle: string; author: string | null; status: SubmissionStatus; daysAgo: number }[] = [
  { bookTitle: 'Therapeutic Exercise: Foundations and Techniques', author: 'Carolyn Kisner', status: 'accepted', daysAgo: 20 },
  { bookTitle: 'Orthopedic Physical Assessment', author: 'David J. Magee', status: 'new', daysAgo: 2 },
];

const DAY_MS = 86_400_000;

export function seedDemoBookRequests(em: EntityManager, now = new Date()): void {
  const email = DEMO_ACCOUNTS.student.email;
  for (const request of REQUESTS) {
    const receivedAt = new Date(now.getTime() - request.daysAgo * DAY_MS);
    const submission = em.create(Submission, {
      kind: 'book-request',
      reference: newReference('book-request'),
      status: request.status,
      name: email,
      email,
      fields: { bookTitle: request.bookTitle, author: request.author, email },
      receivedAt,
      readAt: request.status === 'new' ? null : receivedAt,
      idempotencyKey: null,
      closedAt: null,
    });
    em.create(SubmissionStatusChange, { submission, fromStatus: null, toStatus: 'new', changedBy: 'Website form', at: receivedAt });
    if (request.status !== 'new')
      em.create(SubmissionStatusChange, {
        submission,
        fromStatus: 'new',
        toStatus: request.status,
        changedBy: 'Demo admin',
        at: new Date(receivedAt.getTime() + DAY_MS),
      });
  }
}
