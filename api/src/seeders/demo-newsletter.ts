import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { NewsletterSubscription } from '../modules/newsletter/subscription.entity.ts';

const DAY = 86_400_000;

/** A few footer subscriptions, some confirmed, so the admin's Subscribers section has something to show. */
export function seedDemoNewsletter(em: EntityManager, now = new Date()): void {
  const demo: [email: string, daysAgo: number, confirmed: boolean][] = [
    ['parent.demo@example.com', 40, true],
    ['alumna.demo@example.com', 12, true],
    ['applicant.demo@example.com', 2, false],
  ];
  for (const [email, daysAgo, confirmed] of demo) {
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    // the links' secrets are thrown away: a demo address is never mailed
    const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
    em.create(NewsletterSubscription, { email, tokenHash, createdAt, confirmedAt: confirmed ? new Date(createdAt.getTime() + 3_600_000) : null });
  }
}
