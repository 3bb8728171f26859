import { defineEntity, p } from '@mikro-orm/core';

/**
 * Mail waiting to be sent, written in the transaction of whatever it tells about, so nothing is sent for a
 * change that did not commit and nothing is lost while the mail server is down (plugins: mail-outbox).
 */
const MailOutboxSchema = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary(),
    to: p.string().length(254),
    subject: p.string().length(300),
    text: p.text(),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    lastError: p.string().length(500).nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ properties: ['sentAt', 'nextAttemptAt'] }],
});

export class MailOutbox extends MailOutboxSchema.class {}
MailOutboxSchema.setClass(MailOutbox);
