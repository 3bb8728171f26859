import { Type } from 'typebox';
import { academicYearSchema } from '../../shared/academic-year.ts';
import { strictObject, year } from '../../shared/schemas.ts';

export const personReply = { id: Type.Integer(), firstName: Type.String(), lastName: Type.String() };
export const subjectRef = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), year });
export const teacherReply = Type.Object({ ...personReply, designation: Type.Union([Type.String(), Type.Null()]) });
export const classStudentReply = Type.Object({ ...personReply, enrollmentNumber: Type.Union([Type.String(), Type.Null()]), year });

export const teachingAssignmentReply = Type.Object({ id: Type.Integer(), academicYear: Type.String(), faculty: teacherReply, subject: subjectRef });
export const subjectWithTeachersReply = Type.Object({ ...subjectRef.properties, teachers: Type.Array(teacherReply) });
export const mySubjectReply = Type.Object({
  assignmentId: Type.Integer(),
  academicYear: Type.String(),
  subject: subjectRef,
  students: Type.Integer(),
  assessments: Type.Integer(),
  published: Type.Integer(),
});

const positiveId = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
export const academicYearQuery = Type.Object({ academicYear: Type.Optional(academicYearSchema) });
export const assignmentListQuery = Type.Object({
  academicYear: Type.Optional(academicYearSchema),
  facultyId: Type.Optional(positiveId),
  subjectId: Type.Optional(positiveId),
});
export const subjectTeachersQuery = Type.Object({ year: Type.Optional(year), academicYear: Type.Optional(academicYearSchema) });
export const assignmentBody = strictObject({
  facultyId: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
  subjectId: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
  academicYear: academicYearSchema,
});
export const academicYearsReply = Type.Object({ current: Type.String(), years: Type.Array(Type.String()) });
