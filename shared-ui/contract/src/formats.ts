// The part of ./limits.ts that the shared core needs on every page (the sign-in forms' checks): kept
// apart so the core carries these few bytes, and the forms' other limits only where a form is shown.
// Plain values and functions, no imports.

/** Longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

// (plain constants: a page that reads one carries no object of them)
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 128;
export const PASSWORD_LIMITS = { max: 256, newMin: NEW_PASSWORD_MIN, newMax: NEW_PASSWORD_MAX, adminUsername: 100 } as const;

/** An e-mail address on a student's or faculty member's record (their sign-in name). */
export const RECORD_EMAIL_PATTERN = '^[^\\s@\\u0000-\\u001F\\u007F]+@[^\\s@\\u0000-\\u001F\\u007F]+\\.[^\\s@\\u0000-\\u001F\\u007F]+$';

/** Length as JSON Schema (and so the API) counts it: in characters (code points), not UTF-16 units. */
export const lengthOf = (value: string) => [...value].length;

export const matches = (value: string, pattern: string) => new RegExp(pattern, 'u').test(value);

export const fitsEmail = (value: string, pattern: string) => {
  const text = value.trim();
  return lengthOf(text) <= EMAIL_MAX && matches(text, pattern);
};
export const isRecordEmail = (value: string) => fitsEmail(value, RECORD_EMAIL_PATTERN);
