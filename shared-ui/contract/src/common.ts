// The building blocks of the API's schemas: texts, dates, ids, list queries, pages and error bodies.
import { type Static, type TSchema, Type } from 'typebox';
import { ACADEMIC_YEAR_PATTERN, EMAIL_MAX, LIST_LIMITS, RECORD_EMAIL_PATTERN, RECORD_PHONE, YEARS } from './limits.ts';

// Control characters are refused everywhere (PostgreSQL rejects NUL; the rest is never legitimate), and so
// are NEL and the Unicode line and paragraph separators: single-line text has no line breaks of any kind.
const NO_CONTROL = '[^\\u0000-\\u001F\\u007F\\u0085\\u2028\\u2029]';
const NO_CONTROL_MULTILINE = '[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\u0085\\u2028\\u2029]';

/** A required single-line text: not blank, no control characters. */
export const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: `^(?=.*\\S)${NO_CONTROL}*$` });

/** An optional single-line text: may be empty. */
export const optionalText = (maxLength: number) => Type.String({ maxLength, pattern: `^${NO_CONTROL}*$` });

export const multilineText = (maxLength: number) => Type.String({ maxLength, pattern: `^${NO_CONTROL_MULTILINE}*$` });

/** An e-mail address, or empty (the server then generates a placeholder, SPEC §5). */
export const emailOrEmpty = Type.String({ maxLength: EMAIL_MAX, pattern: `^$|${RECORD_EMAIL_PATTERN}` });
export const email = Type.String({ minLength: 3, maxLength: EMAIL_MAX, pattern: RECORD_EMAIL_PATTERN });
export const phone = Type.String({ maxLength: RECORD_PHONE.maxLength, pattern: RECORD_PHONE.pattern });

/** A date as `YYYY-MM-DD` or a full ISO timestamp; empty means "not given". */
export const dateInput = Type.String({ maxLength: 40, pattern: '^$|^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });
export const requiredDate = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });
/** A day as the API answers it. */
export const day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const dateTime = Type.String({ format: 'date-time' });

export const year = Type.Enum(YEARS);

export const academicYear = Type.String({ pattern: ACADEMIC_YEAR_PATTERN, maxLength: 7, description: 'YYYY-YY, e.g. 2026-27' });
export const academicYearQuery = Type.Object({ academicYear: Type.Optional(academicYear) });

/** Accepted but ignored in PUT bodies, so a client may send back a record it fetched. */
export const ignoredId = Type.Optional(Type.Integer());

const ID_PATTERN = '^[1-9][0-9]{0,8}$';
export const idString = Type.String({ pattern: ID_PATTERN });
export const idParams = Type.Object({ id: idString }, { additionalProperties: false });

export const strictObject = <T extends Record<string, TSchema>>(properties: T) => Type.Object(properties, { additionalProperties: false });

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The same string rule, also accepting null (a client sending back a record it fetched). */
export const orNull = (schema: TSchema & { type?: unknown }) => Type.Unsafe<string | null>({ ...schema, type: ['string', 'null'] });

/** Read-only parts of a fetched record; accepted in PUT bodies and ignored. */
export const ignoredList = Type.Optional(Type.Array(Type.Unknown(), { maxItems: 200 }));

export const okMessage = Type.Object({ message: Type.String() });
export type OkMessage = Static<typeof okMessage>;

/** `?q=&sort=&page=&pageSize=` shared by the admin lists. Unknown query keys are ignored. */
export const listQueryProperties = {
  // no control characters: PostgreSQL refuses NUL in text, and none is a legitimate search
  q: Type.Optional(Type.String({ maxLength: LIST_LIMITS.search, pattern: '^[^\\u0000-\\u001F\\u007F]*$' })),
  sort: Type.Optional(Type.String({ maxLength: 40, pattern: '^-?[A-Za-z.]+$' })),
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
};

/** One page of a list. */
export const page = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

/** A list that is a plain array (what SPEC §7 callers expect) unless the caller asks for a page. */
export const arrayOrPage = <T extends TSchema>(item: T) => Type.Union([Type.Array(item), page(item)]);

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ---- answers ---------------------------------------------------------------------------------------

/**
 * CONTRACT §6's error body. `field` names the form field a 400 is about, where there is one, so a form
 * can show the message beside it.
 */
export const errorReply = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type ErrorReply = Static<typeof errorReply>;

/**
 * What any route may answer, whatever it does: 429 past the per-address request limit, 500 when something
 * failed unexpectedly, 503 while the database is unreachable.
 */
export const ANY_ROUTE_ERRORS = [429, 500, 503] as const;
/** 414: a path parameter longer than the router takes. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 500 | 503;

type ErrorReplies<Codes extends number> = { [Code in Codes]: typeof errorReply };

/**
 * A route's answers: its successes, the errors it names, and those of ANY_ROUTE_ERRORS, each error with
 * CONTRACT §6's body.
 */
export function replies<const Success extends Record<number, TSchema | FileReply>, const Codes extends readonly ErrorStatus[]>(
  success: Success,
  ...codes: Codes
) {
  const errors = Object.fromEntries([...codes, ...ANY_ROUTE_ERRORS].map((code) => [code, errorReply]));
  // a success named for an error status (the health check's 503) is the route's own answer
  return { ...errors, ...success } as Omit<ErrorReplies<Codes[number] | (typeof ANY_ROUTE_ERRORS)[number]>, keyof Success> & Success;
}

/** A success that is a file or text of another type than JSON (OpenAPI's `content` by media type). */
export interface FileReply {
  description: string;
  content: Record<string, { schema: TSchema }>;
}

export const fileReply = (description: string, ...mediaTypes: string[]): FileReply => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: Type.String({ format: 'binary' }) }])),
});

/** What a route of the contract declares; the API registers it with these schemas, the portals call it with them. */
export interface RouteSchema {
  summary?: string;
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  consumes?: string[];
  response: Record<number, TSchema | FileReply>;
}
