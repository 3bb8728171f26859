// What visitors send (five forms and the status check), and the admin's inbox of it.
import { Type } from 'typebox';
import { fileReply, idParams, idString, listQueryProperties, multilineText, nullable, okMessage, page, replies, type RouteSchema } from './common.ts';
import { EMAIL_MAX, INBOX_NOTE_MAX, SUBMISSION_KINDS, SUBMISSION_LIMITS, SUBMISSION_STATUSES } from './limits.ts';

const GUARDED = [401, 403] as const;
const WRITE = [400, 401, 403, 413, 415] as const;
/** Anyone may send: no session needed, but the Origin check of state-changing calls applies, and 429 past the per-address limit. */
const PUBLIC_WRITE = [400, 403, 413, 415] as const;

export const kindSchema = Type.Enum(SUBMISSION_KINDS);
export const statusSchema = Type.Enum(SUBMISSION_STATUSES);

// The forms' rules (and their messages, in the forms' own words) are checked by the API's handlers; these
// only bound the shapes. Bots fill the hidden `website` field (the honeypot); people leave it empty.
const formText = (maxLength = 10_000) => Type.Optional(Type.String({ maxLength }));
const orNullText = Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()]));
const honeypot = formText(500);

export const admissionBody = Type.Object(
  {
    fullName: formText(),
    email: formText(),
    phone: formText(),
    neetRank: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
    quota: formText(40),
    website: honeypot,
  },
  { additionalProperties: false },
);
export const contactBody = Type.Object(
  { name: formText(), option: formText(40), customOption: orNullText, email: formText(), phone: formText(), description: formText(), website: honeypot },
  { additionalProperties: false },
);
export const bookRequestBody = Type.Object(
  { bookTitle: formText(), author: orNullText, email: formText(), website: honeypot },
  { additionalProperties: false },
);

export const statusCheckBody = Type.Object(
  { reference: Type.String({ maxLength: SUBMISSION_LIMITS.reference }), email: Type.String({ maxLength: EMAIL_MAX }) },
  { additionalProperties: false },
);

/** `reference` e.g. "SCH-7K3M-Q9XD"; `nextSteps`: what happens next, in one or two sentences. */
export const submissionReceiptReply = Type.Object({ reference: Type.String(), kind: kindSchema, status: Type.Literal('new'), nextSteps: Type.String() });
export const submissionStatusReply = Type.Object({ reference: Type.String(), status: statusSchema });

/** A new key per filled form: a repeated send answers the first receipt and stores nothing. */
export const idempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 100 })) });

// ---- the inbox -------------------------------------------------------------------------------------------

/** `from`, `to`: YYYY-MM-DD, on the received date. */
export const inboxQuery = Type.Object({
  kind: Type.Optional(kindSchema),
  status: Type.Optional(statusSchema),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  ...listQueryProperties,
});

export const inboxItem = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  kind: kindSchema,
  status: statusSchema,
  name: Type.String(),
  email: Type.String(),
  receivedAt: Type.String(),
  read: Type.Boolean(),
  files: Type.Integer(),
});
export const inboxPage = page(inboxItem);

export const inboxFile = Type.Object({ id: Type.Integer(), field: Type.String(), fileName: Type.String(), size: Type.Integer() });
export const inboxNote = Type.Object({ id: Type.Integer(), text: Type.String(), author: Type.String(), at: Type.String() });
export const inboxStatusChange = Type.Object({ from: nullable(statusSchema), to: statusSchema, by: Type.String(), at: Type.String() });
/** `fields`: the form's fields by their form names. */
export const submissionDetail = Type.Object({
  ...inboxItem.properties,
  fields: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
  files: Type.Array(inboxFile),
  notes: Type.Array(inboxNote),
  history: Type.Array(inboxStatusChange),
});

export const unreadReply = Type.Object({ unread: Type.Integer() });
export const statusChangeBody = Type.Object({ status: statusSchema }, { additionalProperties: false });
// an empty or blank note is refused by the route, in words
export const noteBody = Type.Object({ text: multilineText(INBOX_NOTE_MAX) }, { additionalProperties: false });
export const fileParams = Type.Object({ id: idString, fileId: idString }, { additionalProperties: false });

// ---- routes ----------------------------------------------------------------------------------------------

const submitted = { 200: submissionReceiptReply, 201: submissionReceiptReply };

export const submissionRoutes = {
  'POST /submissions/scholarship': { headers: idempotencyHeaders, consumes: ['multipart/form-data'], response: replies(submitted, ...PUBLIC_WRITE) },
  'POST /submissions/research-proposal': { headers: idempotencyHeaders, consumes: ['multipart/form-data'], response: replies(submitted, ...PUBLIC_WRITE) },
  'POST /submissions/admission': { headers: idempotencyHeaders, body: admissionBody, response: replies(submitted, ...PUBLIC_WRITE) },
  'POST /submissions/contact': { headers: idempotencyHeaders, body: contactBody, response: replies(submitted, ...PUBLIC_WRITE) },
  'POST /submissions/book-request': { headers: idempotencyHeaders, body: bookRequestBody, response: replies(submitted, ...PUBLIC_WRITE) },
  'POST /submissions/status': { body: statusCheckBody, response: replies({ 200: submissionStatusReply }, ...PUBLIC_WRITE, 404) },

  'GET /inbox': { querystring: inboxQuery, response: replies({ 200: inboxPage }, 400, ...GUARDED) },
  'GET /inbox/unread-count': { response: replies({ 200: unreadReply }, ...GUARDED) },
  'GET /inbox/export.csv': {
    querystring: inboxQuery,
    response: replies({ 200: fileReply('The list as CSV (UTF-8 with a byte order mark)', 'text/csv') }, 400, ...GUARDED),
  },
  'GET /inbox/:id': { params: idParams, response: replies({ 200: submissionDetail }, 400, ...GUARDED, 404, 414) },
  'GET /inbox/:id/files/:fileId': {
    params: fileParams,
    response: replies({ 200: fileReply('The PDF as sent', 'application/pdf') }, 400, ...GUARDED, 404, 414),
  },
  // marking read is a write (a GET changes nothing, so no cross-site link can)
  'POST /inbox/:id/read': { params: idParams, response: replies({ 200: submissionDetail }, ...WRITE, 404, 414) },
  'PATCH /inbox/:id': { params: idParams, body: statusChangeBody, response: replies({ 200: submissionDetail }, ...WRITE, 404, 414) },
  'POST /inbox/:id/notes': { params: idParams, body: noteBody, response: replies({ 200: submissionDetail }, ...WRITE, 404, 414) },
  'DELETE /inbox/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },
} satisfies Record<string, RouteSchema>;
