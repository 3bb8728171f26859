import { defineEntity, p } from '@mikro-orm/core';

/**
 * An address that asked for the college's updates. It counts once confirmed through the link mailed to it;
 * unsubscribing deletes the row. Only a hash of the link's secret is kept.
 */
const NewsletterSubscriptionSchema = defineEntity({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscription',
  properties: {
    id: p.integer().primary(),
    email: p.string().length(254).unique(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
  },
});

export class NewsletterSubscription extends NewsletterSubscriptionSchema.class {}
NewsletterSubscriptionSchema.setClass(NewsletterSubscription);
