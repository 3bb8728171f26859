import { Type } from 'typebox';
import { ignoredId, requiredDate, requiredText, strictObject } from '../../shared/schemas.ts';

const slotFields = {
  date: Type.String(),
  time: Type.String(),
  durationMinutes: Type.Integer(),
  subject: Type.String(),
  examCode: Type.String(),
  semester: Type.String(),
  venue: Type.String(),
  instructor: Type.String(),
};
export const examSlotReply = Type.Object({ id: Type.Integer(), ...slotFields });
export const examSlotBody = strictObject({
  id: ignoredId,
  date: requiredDate,
  time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
  durationMinutes: Type.Integer({ minimum: 1, maximum: 720 }),
  subject: requiredText(150),
  examCode: requiredText(20),
  semester: requiredText(60),
  venue: requiredText(150),
  instructor: requiredText(150),
});
export const timetableQuery = Type.Object({ upcoming: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) });

export const examNoticeReply = Type.Object({ id: Type.Integer(), text: Type.String(), publishedOn: Type.String(), important: Type.Boolean() });
export const examNoticeBody = strictObject({ id: ignoredId, text: requiredText(500), publishedOn: requiredDate, important: Type.Boolean() });
