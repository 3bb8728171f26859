import type { UserType } from '../api/auth.ts';
import { ApiError } from '@college/shared-ui/state';
import { isRecordEmail, NEW_PASSWORD_MAX, NEW_PASSWORD_MIN } from '@college/contract/formats';
import { authTexts, loginFailureFallback } from './texts.ts';

/** An e-mail address as the API takes it for a sign-in (a student's or faculty member's record). */
export const isEmail = isRecordEmail;

export interface LoginValues {
  role: UserType;
  identifier: string;
  password: string;
}
export type LoginErrors = Partial<Record<'identifier' | 'password', string>>;

/** SPEC section 5: e-mail (or username for admin) and password required; e-mail must be e-mail-shaped. */
export function validateLogin({ role, identifier, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const id = identifier.trim();
  if (role === 'admin') {
    if (!id) errors.identifier = authTexts.usernameRequired;
  } else if (!id) errors.identifier = authTexts.emailRequired;
  else if (!isEmail(id)) errors.identifier = authTexts.emailInvalid;
  if (!password) errors.password = authTexts.passwordRequired;
  return errors;
}

/** Server message first, else the role's fallback; no answer at all is a network error. */
export function loginFailureMessage(role: UserType, error: unknown): string {
  if (!(error instanceof ApiError)) return authTexts.networkError;
  const message = typeof error.body.message === 'string' ? error.body.message.trim() : '';
  return message || loginFailureFallback[role];
}

/** The rules a new password must meet, exactly as the API enforces them (PUT /api/auth/password). */
export const PASSWORD_MIN_LENGTH = NEW_PASSWORD_MIN;
export const PASSWORD_MAX_LENGTH = NEW_PASSWORD_MAX;
export const passwordRules: { id: string; label: string; test: (value: string, current: string) => boolean }[] = [
  { id: 'min', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (v) => v.length >= PASSWORD_MIN_LENGTH },
  { id: 'max', label: `At most ${PASSWORD_MAX_LENGTH} characters`, test: (v) => v.length > 0 && v.length <= PASSWORD_MAX_LENGTH },
  { id: 'differs', label: 'Different from the current password', test: (v, current) => v.length > 0 && v !== current },
];

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}
export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export function validatePasswordChange(v: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!v.currentPassword) errors.currentPassword = authTexts.currentPasswordRequired;
  if (v.newPassword && v.newPassword === v.currentPassword) errors.newPassword = authTexts.newPasswordSame;
  else if (!passwordRules.every((rule) => rule.test(v.newPassword, v.currentPassword))) errors.newPassword = authTexts.newPasswordWeak;
  if (v.repeatPassword !== v.newPassword) errors.repeatPassword = authTexts.repeatMismatch;
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
