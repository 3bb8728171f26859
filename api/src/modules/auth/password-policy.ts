import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of common passwords (about 49,000, from breach corpora), kept by its maintainers.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** Why a new password may not be used, in words for the form, or undefined when it may. */
export function newPasswordProblem(password: string, login: string): string | undefined {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'newPassword is one of the most common passwords: choose one that is harder to guess';
  const name = login.toLowerCase().split('@')[0] ?? '';
  if (name.length >= 3 && lower.includes(name)) return 'newPassword must not contain your login name';
  return undefined;
}
