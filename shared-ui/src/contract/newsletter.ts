// The footer's "For Latest Updates": a subscription confirmed through a mailed link, ended through another.
import { Type } from 'typebox';
import { email, okMessage, replies, type RouteSchema, strictObject } from './common.ts';

/** Anyone may call them: no session, but the Origin check of state-changing calls applies. */
const PUBLIC_WRITE = [400, 403, 413, 415] as const;
/** A link's secret: 32 random bytes, base64url. */
const token = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

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
} satisfies Record<string, RouteSchema>;
