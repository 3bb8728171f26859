import { ApiError } from '@college/shared-ui';

export interface FieldError {
  /** The field the API named, as a path: `weight`, `entries/3/marks` (dots read as slashes). */
  field: string | null;
  message: string;
}

const FIELD_FIRST = /^([A-Za-z]\w*(?:[./]\w+)*)(?::\s*|\s+)(.+)$/s;

/**
 * A 400 names its field first (`weight must ...`, `entries/3/marks Marks must be ...`). The field is
 * taken only when it is one the form knows, so an ordinary sentence is never mistaken for one.
 */
export function fieldErrorOf(error: unknown, isField: (path: string) => boolean): FieldError {
  const message =
    error instanceof ApiError
      ? (error.body.message ?? error.body.error ?? error.message)
      : error instanceof Error
        ? error.message
        : 'Something went wrong. Please try again.';
  const match = FIELD_FIRST.exec(message);
  if (!(error instanceof ApiError) || error.status !== 400 || !match?.[1] || !match[2]) return { field: null, message };
  const field = match[1].replaceAll('.', '/');
  if (!isField(field)) return { field: null, message };
  const rest = match[2].trim();
  // `weight must be at most 100` reads best whole; `entries/3/marks Marks must be ...` carries its own sentence
  return { field, message: /^[A-Z]/.test(rest) ? rest : message };
}
