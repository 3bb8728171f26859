import { Type } from 'typebox';
import { listQueryProperties } from '../../shared/list-query.ts';
import { ignoredId, requiredText, strictObject, year } from '../../shared/schemas.ts';

export const subjectBody = strictObject({ id: ignoredId, code: requiredText(20), name: requiredText(150), year });
export const subjectListQuery = Type.Object({ year: Type.Optional(year), ...listQueryProperties });
export const subjectReply = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), year: Type.String() });
