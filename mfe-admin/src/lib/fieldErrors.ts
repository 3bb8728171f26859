import { ApiError } from '@college/shared-ui';

/**
 * The form field a 400 is about. The API puts the field first in its messages (`amount must be >= 1`,
 * `receiptNumber: Receipt number R-1 is already used`), by its name or by its label.
 */
export function fieldOfBadRequest<Key extends string>(error: unknown, fields: readonly { key: Key; label: string }[]): { key: Key; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const message = error.body.message ?? '';
  const lower = message.toLowerCase();
  const field = fields.find(({ key, label }) => lower.startsWith(key.toLowerCase()) || lower.startsWith(label.toLowerCase()));
  if (!field) return null;
  // `receiptNumber: Receipt number R-1 is already used` is shown at the field without the field's name
  const named = `${field.key.toLowerCase()}:`;
  return { key: field.key, message: lower.startsWith(named) ? message.slice(named.length).trim() : message };
}
