// The footer's "For Latest Updates": a subscription confirmed through a mailed link, ended through another.
import { type Static, Type } from 'typebox';
import { dateTime, email, fileReply, nullable, okMessage, page, replies, type RouteSchema, strictObject } from './common.ts';

/** Anyone may call them: no session, but the Origin check of state-changing calls applies. */
const PUBLIC_WRITE = [400, 403, 413, 415] as const;
/** A link's secret: 32 random bytes, base64url. */
const token = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });
const GUARDED = [401, 403] as const;

/** An unsubscribed address is deleted (the page promises it), so a subscriber is waiting or confirmed. */
export const SUBSCRIBER_STATES = ['waiting', 'confirmed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const subscriberQuery = Type.Object({
  state: Type.Optional(Type.Union(SUBSCRIBER_STATES.map((state) => Type.Literal(state)))),
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
});
export const subscriberItem = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  state: Type.Union(SUBSCRIBER_STATES.map((state) => Type.Literal(state))),
  /** When the address asked (or last asked again) for the confirmation link. */
  subscribedAt: dateTime,
  confirmedAt: nullable(dateTime),
});
export type SubscriberItem = Static<typeof subscriberItem>;

export const newsletterRoutes = {
  'POST /newsletter/subscriptions': {
    summary: 'Subscribe an address: a confirmation link is mailed (the same answer whether or not it is already subscribed)',
    body: strictObject({ email }),
    response: replies({ 200: okMessage }, ...PUBLIC_WRITE),
  },
  'POST /newsletter/confirmations': {
    summary: 'Confirm a subscription with the secret of its mailed link',
    body: strictObject({ token }),
    response: replies({ 200: okMessage }, ...PUBLIC_WRITE),
  },
  'POST /newsletter/unsubscriptions': {
    summary: 'End a subscription with the secret of its mailed link (the address is deleted)',
    body: strictObject({ token }),
    response: replies({ 200: okMessage }, ...PUBLIC_WRITE),
  },

  'GET /newsletter/subscribers': { querystring: subscriberQuery, response: replies({ 200: page(subscriberItem) }, 400, ...GUARDED) },
  'GET /newsletter/subscribers.csv': {
    summary: 'The confirmed addresses as CSV (UTF-8 with a byte order mark)',
    response: replies({ 200: fileReply('The confirmed subscribers as CSV', 'text/csv') }, ...GUARDED),
  },
} satisfies Record<string, RouteSchema>;
