import { badRequest } from './http-errors.ts';

export const today = () => new Date().toISOString().slice(0, 10);

/** `YYYY-MM-DD` from a date or ISO timestamp (schema-checked shape); empty or missing gives the fallback. */
export function toDateOnly(field: string, value: string | null | undefined, fallback: () => string = today): string {
  if (!value) return fallback();
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  const year = parsed.getUTCFullYear();
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day || year < 1900 || year > 2100) {
    throw badRequest(`${field} must be a valid date between 1900 and 2100`);
  }
  return day;
}
