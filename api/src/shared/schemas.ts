import { type TSchema, Type } from 'typebox';
import { YEARS } from './domain.ts';

// Control characters are refused everywhere (PostgreSQL rejects NUL; the rest is never legitimate), and so
// are NEL and the Unicode line and paragraph separators: single-line text has no line breaks of any kind.
const NO_CONTROL = '[^\\u0000-\\u001F\\u007F\\u0085\\u2028\\u2029]';
const NO_CONTROL_MULTILINE = '[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\u0085\\u2028\\u2029]';

/** A required single-line text: not blank, no control characters. */
export const requiredText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: `^(?=.*\\S)${NO_CONTROL}*$` });

/** An optional single-line text: may be empty. */
export const optionalText = (maxLength: number) => Type.String({ maxLength, pattern: `^${NO_CONTROL}*$` });

export const multilineText = (maxLength: number) => Type.String({ maxLength, pattern: `^${NO_CONTROL_MULTILINE}*$` });

/** An e-mail address, or empty (the server then generates a placeholder, SPEC §5). */
export const emailOrEmpty = Type.String({
  maxLength: 254,
  pattern: '^$|^[^\\s@\\u0000-\\u001F\\u007F]+@[^\\s@\\u0000-\\u001F\\u007F]+\\.[^\\s@\\u0000-\\u001F\\u007F]+$',
});
export const email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@\\u0000-\\u001F\\u007F]+@[^\\s@\\u0000-\\u001F\\u007F]+\\.[^\\s@\\u0000-\\u001F\\u007F]+$',
});
export const phone = Type.String({ maxLength: 20, pattern: '^[0-9+()\\- ]*$' });

/** A date as `YYYY-MM-DD` or a full ISO timestamp; empty means "not given". */
export const dateInput = Type.String({ maxLength: 40, pattern: '^$|^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });
export const requiredDate = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });

export const year = Type.Enum(YEARS);

/** Accepted but ignored in PUT bodies, so a client may send back a record it fetched. */
export const ignoredId = Type.Optional(Type.Integer());

export const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

export const strictObject = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

export const okMessage = Type.Object({ message: Type.String() });

/** The same string rule, also accepting null (a client sending back a record it fetched). */
export const orNull = (schema: TSchema & { type?: unknown }) => Type.Unsafe<string | null>({ ...schema, type: ['string', 'null'] });

/** Read-only parts of a fetched record; accepted in PUT bodies and ignored. */
export const ignoredList = Type.Optional(Type.Array(Type.Unknown(), { maxItems: 200 }));
