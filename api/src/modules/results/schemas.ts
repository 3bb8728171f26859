import { Type } from 'typebox';
import { academicYearSchema } from '../../shared/academic-year.ts';
import { requiredText, strictObject, year } from '../../shared/schemas.ts';
import { classStudentReply, personReply, subjectRef } from '../teaching/schemas.ts';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const gradeBand = Type.Object({ minPercentage: Type.Number(), letter: Type.String(), gradePoint: Type.Number() });
export const gradeBandInput = strictObject({
  minPercentage: Type.Number({ minimum: 0, maximum: 100 }),
  letter: requiredText(4),
  gradePoint: Type.Number({ minimum: 0, maximum: 10 }),
});
export const gradeScaleBody = strictObject({ bands: Type.Array(gradeBandInput, { minItems: 1, maxItems: 20 }) });

const distribution = Type.Array(Type.Object({ grade: Type.String(), count: Type.Integer() }));

export const subjectResultReply = Type.Object({
  subject: subjectRef,
  academicYear: Type.String(),
  percentage: Type.Number(),
  grade: Type.String(),
  gradePoint: Type.Number(),
  passed: Type.Boolean(),
  assessments: Type.Array(Type.Object({
    name: Type.String(), maxMarks: Type.Integer(), weight: Type.Integer(), marks: nullable(Type.Number()), absent: Type.Boolean(),
  })),
});

export const studentResultsReply = Type.Object({
  student: Type.Object({ ...personReply, enrollmentNumber: nullable(Type.String()), year }),
  years: Type.Array(Type.Object({ academicYear: Type.String(), yearOfStudy: year, subjects: Type.Array(subjectResultReply), sgpa: nullable(Type.Number()) })),
  cgpa: nullable(Type.Number()),
  scale: Type.Array(gradeBand),
});

export const subjectResultsReply = Type.Object({
  subject: subjectRef,
  academicYear: Type.String(),
  includesDrafts: Type.Boolean(),
  rows: Type.Array(Type.Object({
    student: classStudentReply,
    percentage: nullable(Type.Number()),
    grade: nullable(Type.String()),
    gradePoint: nullable(Type.Number()),
    passed: nullable(Type.Boolean()),
  })),
  distribution,
  passRate: nullable(Type.Number()),
});

export const subjectAnalyticsReply = Type.Object({
  subject: subjectRef,
  academicYear: Type.String(),
  students: Type.Integer(),
  passed: Type.Integer(),
  passRate: nullable(Type.Number()),
  distribution,
});

export const analyticsQuery = Type.Object({ academicYear: Type.Optional(academicYearSchema), year: Type.Optional(year) });
