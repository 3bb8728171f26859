import { call } from '@college/shared-ui/state';

/** Always the same answer, whether or not an account uses the address. */
export const requestPasswordReset = (email: string) => call('POST /auth/password-reset', { body: { email } });

/** Sets the password with the secret of a reset or first-sign-in link; the link then stops working. */
export const setPasswordByLink = (token: string, newPassword: string) => call('POST /auth/password-link', { body: { token, newPassword } });
