import { Type } from 'typebox';

/** CONTRACT §6's error body, for the documented error statuses of a route. */
export const errorReply = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });

export const errorReplies = <const Codes extends readonly number[]>(...codes: Codes) =>
  Object.fromEntries(codes.map((code) => [code, errorReply])) as { [Code in Codes[number]]: typeof errorReply };
