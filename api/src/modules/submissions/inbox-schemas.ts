import { Type } from 'typebox';
import { listQueryProperties } from '../../shared/list-query.ts';
import { multilineText } from '../../shared/schemas.ts';
import { kindSchema, statusSchema } from './schemas.ts';

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const inboxQuery = Type.Object({
  kind: Type.Optional(kindSchema),
  status: Type.Optional(statusSchema),
  from: Type.Optional(day),
  to: Type.Optional(day),
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

export const inboxPage = Type.Object({ items: Type.Array(inboxItem), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const submissionDetail = Type.Object({
  ...inboxItem.properties,
  fields: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
  files: Type.Array(Type.Object({ id: Type.Integer(), field: Type.String(), fileName: Type.String(), size: Type.Integer() })),
  notes: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String(), author: Type.String(), at: Type.String() })),
  history: Type.Array(Type.Object({ from: Type.Union([statusSchema, Type.Null()]), to: statusSchema, by: Type.String(), at: Type.String() })),
});

export const unreadReply = Type.Object({ unread: Type.Integer() });

export const statusChangeBody = Type.Object({ status: statusSchema }, { additionalProperties: false });
// an empty or blank note is refused by the route, in words
export const noteBody = Type.Object({ text: multilineText(2000) }, { additionalProperties: false });
export const fileParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }), fileId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);
