import { Type } from 'typebox';
import { academicYearSchema } from '../../shared/academic-year.ts';
import { requiredDate, requiredText, strictObject } from '../../shared/schemas.ts';
import { classStudentReply } from '../teaching/schemas.ts';
import { ASSESSMENT_STATUSES } from './assessment.entity.ts';

export const assessmentReply = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  academicYear: Type.String(),
  name: Type.String(),
  maxMarks: Type.Integer(),
  date: Type.String(),
  weight: Type.Integer(),
  status: Type.Enum(ASSESSMENT_STATUSES),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});

const version = Type.Integer({ minimum: 0, maximum: 2_000_000_000 });
const assessmentFields = {
  name: requiredText(100),
  maxMarks: Type.Integer({ minimum: 1, maximum: 1000 }),
  date: requiredDate,
  weight: Type.Integer({ minimum: 1, maximum: 100 }),
};
export const assessmentCreateBody = strictObject({ academicYear: academicYearSchema, ...assessmentFields });
export const assessmentUpdateBody = strictObject({ ...assessmentFields, version });
export const versionBody = strictObject({ version });

/** Range and 0.5 steps are checked by hand, so the message can name the row and the assessment's maximum. */
export const marksBody = strictObject({
  version,
  entries: Type.Array(
    strictObject({ studentId: Type.Integer({ minimum: 1, maximum: 999_999_999 }), marks: Type.Union([Type.Number(), Type.Null()]), absent: Type.Boolean() }),
    { maxItems: 2000 },
  ),
});

export const marksSheetReply = Type.Object({
  assessment: assessmentReply,
  version: Type.Integer(),
  entries: Type.Array(Type.Object({ student: classStudentReply, marks: Type.Union([Type.Number(), Type.Null()]), absent: Type.Boolean() })),
});
