import { type Static, Type } from 'typebox';
import { QUOTAS, STUDENT_GENDERS } from '../../shared/domain.ts';
import { listQueryProperties } from '../../shared/list-query.ts';
import {
  dateInput, emailOrEmpty, ignoredId, ignoredList, multilineText, orNull, phone, requiredText, strictObject, year,
} from '../../shared/schemas.ts';

const include = Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z.,]*$' }));
export const studentListQuery = Type.Object({ include, year: Type.Optional(year), ...listQueryProperties });
export const studentOneQuery = Type.Object({ include });

const personalInfo = strictObject({
  id: ignoredId,
  dob: Type.Optional(orNull(dateInput)),
  address: Type.Optional(orNull(multilineText(500))),
  gender: Type.Enum(STUDENT_GENDERS),
  nationality: requiredText(100),
  religion: requiredText(100),
});
const contactInfo = strictObject({ id: ignoredId, email: Type.Optional(emailOrEmpty), phone: Type.Optional(orNull(phone)) });

const studentFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  enrollmentNumber: Type.Optional(requiredText(40)),
  ProfilePic: Type.Optional(orNull(Type.String({ maxLength: 255, pattern: '^[A-Za-z0-9._-]*$' }))),
  fatherFirstName: requiredText(100),
  fatherLastName: requiredText(100),
  motherFirstName: requiredText(100),
  motherLastName: requiredText(100),
  year: Type.Optional(year),
  quota: Type.Optional(Type.Enum(QUOTAS)),
};

export const studentCreateBody = strictObject({ ...studentFields, personalInfo, contactInfo: Type.Optional(contactInfo) });
export const studentUpdateBody = Type.Partial(
  strictObject({ id: Type.Integer(), ...studentFields, fees: ignoredList, results: ignoredList, gradeInfo: ignoredList, personalInfo: Type.Partial(personalInfo, { additionalProperties: false }), contactInfo }),
  { additionalProperties: false },
);
/** CSV import: the admin portal parses the file and sends the rows it previewed. */
export const STUDENT_IMPORT_MAX_ROWS = 500;
export const studentImportBody = strictObject({
  students: Type.Array(studentCreateBody, { minItems: 1, maxItems: STUDENT_IMPORT_MAX_ROWS }),
});
export type StudentCreateBody = Static<typeof studentCreateBody>;
export type StudentUpdateBody = Static<typeof studentUpdateBody>;
