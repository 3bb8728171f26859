import { Type } from 'typebox';
import { SUBMISSION_KINDS, SUBMISSION_STATUSES } from './kinds.ts';

// The forms' rules (and their messages) are checked in forms.ts; these only bound the shapes.
const formText = (maxLength = 10_000) => Type.Optional(Type.String({ maxLength }));
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
  { name: formText(), option: formText(40), customOption: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])), email: formText(), phone: formText(), description: formText(), website: honeypot },
  { additionalProperties: false },
);

export const bookRequestBody = Type.Object(
  { bookTitle: formText(), author: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])), email: formText(), website: honeypot },
  { additionalProperties: false },
);

export const statusCheckBody = Type.Object({ reference: Type.String({ maxLength: 40 }), email: Type.String({ maxLength: 254 }) }, { additionalProperties: false });

export const kindSchema = Type.Enum(SUBMISSION_KINDS);
export const statusSchema = Type.Enum(SUBMISSION_STATUSES);

export const receiptReply = Type.Object({ reference: Type.String(), kind: kindSchema, status: Type.Literal('new'), nextSteps: Type.String() });
export const statusReply = Type.Object({ reference: Type.String(), status: statusSchema });

export const idempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 100 })) });
