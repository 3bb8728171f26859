import { type Static, Type } from 'typebox';
import { FACULTY_GENDERS } from '../../shared/domain.ts';
import { listQueryProperties } from '../../shared/list-query.ts';
import {
  dateInput, emailOrEmpty, ignoredId, multilineText, optionalText, orNull, phone, requiredText, strictObject,
} from '../../shared/schemas.ts';

const include = Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z.,]*$' }));
export const facultyListQuery = Type.Object({ include, ...listQueryProperties });
export const facultyOneQuery = Type.Object({ include });

// SPEC §5: gender, nationality and religion default to 'Not specified'; dob defaults to today.
const personalInfo = strictObject({
  id: ignoredId,
  dob: Type.Optional(orNull(dateInput)),
  address: Type.Optional(orNull(multilineText(500))),
  gender: Type.Optional(Type.Enum(FACULTY_GENDERS)),
  nationality: Type.Optional(optionalText(100)),
  religion: Type.Optional(optionalText(100)),
});
const contactInfo = strictObject({ id: ignoredId, email: Type.Optional(emailOrEmpty), phone: Type.Optional(orNull(phone)) });

const facultyFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  designation: Type.Optional(optionalText(100)),
  specialization: requiredText(150),
  experienceYears: Type.Optional(Type.Integer({ minimum: 0, maximum: 80 })),
  yearOfJoining: Type.Optional(dateInput),
  personalInfo: Type.Optional(personalInfo),
  contactInfo: Type.Optional(contactInfo),
};

export const facultyCreateBody = strictObject(facultyFields);
export const facultyUpdateBody = Type.Partial(strictObject({ id: Type.Integer(), ...facultyFields }), { additionalProperties: false });
export type FacultyCreateBody = Static<typeof facultyCreateBody>;
export type FacultyUpdateBody = Static<typeof facultyUpdateBody>;
