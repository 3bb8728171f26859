// Accounts that recover themselves: a password reset asked for by e-mail, and the first-sign-in link that
// new and imported accounts get (the admin can send it again).
import { type Static, Type } from 'typebox';
import { email, idString, okMessage, replies, type RouteSchema, strictObject } from './common.ts';
import { PASSWORD_LIMITS } from './formats.ts';

/** The accounts a link can be sent to: the admin signs in by username and has no address of record. */
export const LINK_ACCOUNT_TYPES = ['student', 'faculty'] as const;

/** A link's secret: 32 random bytes, base64url. */
const token = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const passwordResetRequestBody = strictObject({ email });
export const passwordLinkCompleteBody = strictObject({
  token,
  newPassword: Type.String({ minLength: PASSWORD_LIMITS.newMin, maxLength: PASSWORD_LIMITS.newMax }),
});
export type PasswordLinkCompleteBody = Static<typeof passwordLinkCompleteBody>;

export const signInLinkParams = Type.Object({ type: Type.Enum(LINK_ACCOUNT_TYPES), id: idString }, { additionalProperties: false });
export const signInLinkReply = Type.Object({ message: Type.String(), sentTo: Type.String() });

export const accountRoutes = {
  'POST /auth/password-reset': {
    summary: 'Ask for a password reset link by e-mail (the same answer whether or not the account exists)',
    body: passwordResetRequestBody,
    response: replies({ 200: okMessage }, 400, 403, 413, 415),
  },
  'POST /auth/password-link': {
    summary: 'Set a password with the secret of a reset or first-sign-in link (single use)',
    body: passwordLinkCompleteBody,
    response: replies({ 200: okMessage }, 400, 403, 413, 415),
  },
  'POST /users/:type/:id/sign-in-link': {
    summary: 'Send (again) the first-sign-in link by e-mail',
    params: signInLinkParams,
    response: replies({ 200: signInLinkReply }, 400, 401, 403, 404, 409, 413, 414, 415),
  },
} satisfies Record<string, RouteSchema>;
