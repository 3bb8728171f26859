import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { apiRoutes, NEWSLETTER_PAGE } from '../../contract.ts';
import { FieldError } from '../../shared/http-errors.ts';
import { enqueueMail } from '../mail/messages.ts';
import { linkSettings } from '../accounts/links.ts';
import { type RunSql, submitLimit, TooManyRequests, takeSlot } from '../submissions/address-limit.ts';
import { confirmSubscriptionMail } from './mails.ts';
import { NewsletterSubscription } from './subscription.entity.ts';

const SUBSCRIBE_ANSWER = 'Thank you. Please confirm your subscription with the link we have sent to your e-mail address.';
const LINK_NOT_VALID = 'This link is not valid any more: the subscription may have ended already.';
/** A pending address gets the confirmation again only after this long: a mailbox is not flooded. */
const RESEND_AFTER_MINUTES = 10;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['newsletter'];
  const { siteOrigin } = linkSettings(app.config);
  const page = `${siteOrigin}${NEWSLETTER_PAGE}`;

  app.post(
    '/newsletter/subscriptions',
    // the footer's form works before (or without) the app's code: the browser posts it itself
    { config: { public: true, formPage: { form: 'Subscription', back: '/' } }, schema: { tags, ...apiRoutes['POST /newsletter/subscriptions'] } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      let queued = false;
      await app.orm.em
        .fork()
        .transactional(async (tx) => {
          const run: RunSql = (text, params) => tx.getConnection().execute(text, params, 'all', tx.getTransactionContext());
          // the submissions' limit per client address (429 past it), counted with them
          await takeSlot(run, submitLimit(request.ip, app.config.submissionLimit, app.config.submissionWindowMinutes));
          const now = new Date();
          const found = await tx.findOne(NewsletterSubscription, { email });
          // confirmed already, or a confirmation sent a moment ago: nothing new to send, and the same answer
          if (found?.confirmedAt || (found && now.getTime() - found.createdAt.getTime() < RESEND_AFTER_MINUTES * 60_000)) return;
          const token = randomBytes(32).toString('base64url');
          if (found) tx.assign(found, { tokenHash: hash(token), createdAt: now });
          else tx.create(NewsletterSubscription, { email, tokenHash: hash(token), createdAt: now, confirmedAt: null });
          enqueueMail(tx, [confirmSubscriptionMail(email, `${page}#confirm=${token}`, `${page}#unsubscribe=${token}`)], now);
          queued = true;
        })
        .catch((error: unknown) => {
          // the same address sent twice at one moment: the other request stored it and mails the link
          if (error instanceof UniqueConstraintViolationException) return;
          if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        });
      if (queued) app.mailOutbox.wake();
      return { message: SUBSCRIBE_ANSWER };
    },
  );

  app.post('/newsletter/confirmations', { config: { public: true }, schema: { tags, ...apiRoutes['POST /newsletter/confirmations'] } }, async (request) => {
    const em = app.orm.em.fork();
    const found = await em.findOne(NewsletterSubscription, { tokenHash: hash(request.body.token) });
    if (!found) throw new FieldError('token', LINK_NOT_VALID);
    // a second click on the same link confirms nothing new and says the same
    if (!found.confirmedAt) await em.nativeUpdate(NewsletterSubscription, { id: found.id, confirmedAt: null }, { confirmedAt: new Date() });
    request.log.info({ event: 'newsletter_confirmed' }, 'newsletter subscription confirmed');
    return { message: 'Your subscription is confirmed. Thank you.' };
  });

  app.post('/newsletter/unsubscriptions', { config: { public: true }, schema: { tags, ...apiRoutes['POST /newsletter/unsubscriptions'] } }, async (request) => {
    const removed = await app.orm.em.fork().nativeDelete(NewsletterSubscription, { tokenHash: hash(request.body.token) });
    if (removed === 0) throw new FieldError('token', LINK_NOT_VALID);
    request.log.info({ event: 'newsletter_unsubscribed' }, 'newsletter subscription ended');
    return { message: 'You are unsubscribed: your address has been deleted from our list.' };
  });
};
