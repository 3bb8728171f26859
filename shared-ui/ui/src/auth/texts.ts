import type { UserType } from '../api/auth.ts';

/** Every text the sign-in and session pieces show (SPEC section 8 where it gives one). */
export const authTexts = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordWeak: 'The new password does not meet the rules shown',
  newPasswordSame: 'The new password must differ from the current one',
  repeatMismatch: 'The passwords do not match',
  networkError: 'An error occurred. Please try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordChanged: 'Your password has been changed.',
  ownRecordOnly: 'You can only view your own dashboard.',
  logoutTitle: 'Confirm Logout',
  logoutQuestion: 'Are you sure you want to logout?',
  forgotIntro: 'Enter the e-mail address you sign in with. We will send a link to choose a new password; it works once, within 30 minutes.',
  forgotAdmin: 'The admin account signs in with a username and has no e-mail address, so its password cannot be reset here.',
  passwordSetByLink: 'Your password is set. Sign in with it now.',
} as const;

/** What a failed login shows when the server sends no message (SPEC section 8). */
export const loginFailureFallback: Record<UserType, string> = {
  admin: 'Invalid admin credentials',
  student: 'Invalid email or password',
  faculty: 'Invalid credentials',
};
