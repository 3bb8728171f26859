// Students, faculty members, their personal and contact info, and password resets.
import { type Static, Type } from 'typebox';
import {
  arrayOrPage,
  dateInput,
  emailOrEmpty,
  idParams,
  idString,
  ignoredId,
  ignoredList,
  listQueryProperties,
  multilineText,
  nullable,
  okMessage,
  optionalText,
  orNull,
  phone,
  replies,
  requiredText,
  type RouteSchema,
  strictObject,
  year,
} from './common.ts';
import { FACULTY_GENDERS, FACULTY_STATUSES, PERSON_LIMITS, QUOTAS, STUDENT_GENDERS, STUDENT_IMPORT_MAX_ROWS, STUDENT_STATUSES, USER_TYPES } from './limits.ts';

/** Signed in as an admin (or the one the record belongs to): 401 without a session, 403 otherwise. */
const GUARDED = [401, 403] as const;
const WRITE = [400, 401, 403, 413, 415] as const;

// ---- replies -------------------------------------------------------------------------------------------

export const personalInfoReply = Type.Object({
  id: Type.Integer(),
  dob: Type.String(),
  address: nullable(Type.String()),
  gender: Type.String(),
  nationality: Type.String(),
  religion: Type.String(),
});
export const contactInfoReply = Type.Object({ id: Type.Integer(), email: Type.String(), phone: nullable(Type.String()) });

const subjectRef = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), year });

/** A student's fees as the record carries them (`include=fees`): one entry per charge, `academicYear` being the year of study. */
export const studentFeeReply = Type.Object({
  id: Type.Integer(),
  academicYear: year,
  amount: Type.Integer(),
  paid: Type.Integer(),
  due: Type.Integer(),
  dueDate: Type.String(),
  status: Type.Union([Type.Literal('PAID'), Type.Literal('PARTIAL'), Type.Literal('PENDING')]),
});
/** One published result per subject and academic year, as marks out of 100. */
export const studentResultReply = Type.Object({
  id: Type.Integer(),
  marks: Type.Number(),
  maxMarks: Type.Integer(),
  status: Type.Union([Type.Literal('PASS'), Type.Literal('FAIL')]),
  examDate: Type.String(),
  subject: subjectRef,
});
export const studentGradeReply = Type.Object({ id: Type.Integer(), grade: Type.String(), gradePoint: Type.Number(), subject: subjectRef });

/** The student record of SPEC §3; the related parts only when asked for with `include=`. */
export const studentReply = Type.Object({
  id: Type.Integer(),
  status: Type.Enum(STUDENT_STATUSES),
  firstName: Type.String(),
  lastName: Type.String(),
  enrollmentNumber: Type.String(),
  ProfilePic: nullable(Type.String()),
  fatherFirstName: Type.String(),
  fatherLastName: Type.String(),
  motherFirstName: Type.String(),
  motherLastName: Type.String(),
  year,
  quota: Type.Enum(QUOTAS),
  personalInfo: Type.Optional(nullable(personalInfoReply)),
  contactInfo: Type.Optional(nullable(contactInfoReply)),
  fees: Type.Optional(Type.Array(studentFeeReply)),
  results: Type.Optional(Type.Array(studentResultReply)),
  gradeInfo: Type.Optional(Type.Array(studentGradeReply)),
});
export type StudentReply = Static<typeof studentReply>;

/** A create answers where the first-sign-in link was mailed (no password: the link sets the first one). */
const withSignInLink = { signInLinkSentTo: Type.String() };
export const createdStudentReply = Type.Object({ ...studentReply.properties, ...withSignInLink });
export const studentImportReply = Type.Object({ created: Type.Array(createdStudentReply) });

export const facultyReply = Type.Object({
  id: Type.Integer(),
  status: Type.Enum(FACULTY_STATUSES),
  firstName: Type.String(),
  lastName: Type.String(),
  designation: Type.String(),
  specialization: Type.String(),
  experienceYears: Type.Integer(),
  yearOfJoining: Type.String(),
  personalInfo: Type.Optional(nullable(personalInfoReply)),
  contactInfo: Type.Optional(nullable(contactInfoReply)),
});
export type FacultyReply = Static<typeof facultyReply>;
export const createdFacultyReply = Type.Object({ ...facultyReply.properties, ...withSignInLink });

export const calendarEntryReply = Type.Object({ id: Type.Integer(), year, event: Type.String(), date: Type.String() });

/** Whose record a personal or contact info row is, as the admin lists show it. */
export const OWNER_TYPES = ['student', 'faculty'] as const;
const owner = {
  type: Type.Enum(OWNER_TYPES),
  student: nullable(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), enrollmentNumber: Type.String(), year })),
  faculty: nullable(
    Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), designation: Type.String(), specialization: Type.String() }),
  ),
};
export const personalInfoRow = Type.Object({ ...personalInfoReply.properties, ...owner });
export const contactInfoRow = Type.Object({ ...contactInfoReply.properties, ...owner });

export const publicFacultyReply = Type.Object({ firstName: Type.String(), lastName: Type.String(), designation: Type.String(), specialization: Type.String() });

// ---- bodies and queries --------------------------------------------------------------------------------

export const STUDENT_INCLUDES = ['personalInfo', 'contactInfo', 'fees', 'results', 'results.subject', 'gradeInfo', 'gradeInfo.subject'] as const;
const studentInclude = Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z.,]*$' }));
/** `status`: whose list (default the active students; `archived` is the admin's Archived list). */
export const studentListQuery = Type.Object({
  include: studentInclude,
  year: Type.Optional(year),
  status: Type.Optional(Type.Enum(STUDENT_STATUSES)),
  ...listQueryProperties,
});
export const studentOneQuery = Type.Object({ include: studentInclude });

const studentPersonalInfo = strictObject({
  id: ignoredId,
  dob: Type.Optional(orNull(dateInput)),
  address: Type.Optional(orNull(multilineText(PERSON_LIMITS.address))),
  gender: Type.Enum(STUDENT_GENDERS),
  nationality: requiredText(PERSON_LIMITS.nationality),
  religion: requiredText(PERSON_LIMITS.religion),
});
const personContactInfo = strictObject({ id: ignoredId, email: Type.Optional(emailOrEmpty), phone: Type.Optional(orNull(phone)) });

const personName = requiredText(PERSON_LIMITS.name);
const studentFields = {
  firstName: personName,
  lastName: personName,
  enrollmentNumber: Type.Optional(requiredText(PERSON_LIMITS.enrollmentNumber)),
  ProfilePic: Type.Optional(orNull(Type.String({ maxLength: PERSON_LIMITS.profilePic, pattern: '^[A-Za-z0-9._-]*$' }))),
  fatherFirstName: personName,
  fatherLastName: personName,
  motherFirstName: personName,
  motherLastName: personName,
  year: Type.Optional(year),
  quota: Type.Optional(Type.Enum(QUOTAS)),
};

export const studentCreateBody = strictObject({ ...studentFields, personalInfo: studentPersonalInfo, contactInfo: Type.Optional(personContactInfo) });
export const studentUpdateBody = Type.Partial(
  strictObject({
    id: Type.Integer(),
    ...studentFields,
    /** Read-only (archiving and restoring change it): accepted back from a fetched record and ignored. */
    status: Type.Enum(STUDENT_STATUSES),
    fees: ignoredList,
    results: ignoredList,
    gradeInfo: ignoredList,
    personalInfo: Type.Partial(studentPersonalInfo, { additionalProperties: false }),
    contactInfo: personContactInfo,
  }),
  { additionalProperties: false },
);
/** CSV import: the admin portal parses the file and sends the rows it previewed. */
export const studentImportBody = strictObject({
  students: Type.Array(studentCreateBody, { minItems: 1, maxItems: STUDENT_IMPORT_MAX_ROWS }),
});
export type StudentCreateBody = Static<typeof studentCreateBody>;
export type StudentUpdateBody = Static<typeof studentUpdateBody>;

const facultyInclude = Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z.,]*$' }));
export const facultyListQuery = Type.Object({ include: facultyInclude, status: Type.Optional(Type.Enum(FACULTY_STATUSES)), ...listQueryProperties });
export const facultyOneQuery = Type.Object({ include: facultyInclude });

// SPEC §5: gender, nationality and religion default to 'Not specified'; dob defaults to today.
const facultyPersonalInfo = strictObject({
  id: ignoredId,
  dob: Type.Optional(orNull(dateInput)),
  address: Type.Optional(orNull(multilineText(PERSON_LIMITS.address))),
  gender: Type.Optional(Type.Enum(FACULTY_GENDERS)),
  nationality: Type.Optional(optionalText(PERSON_LIMITS.nationality)),
  religion: Type.Optional(optionalText(PERSON_LIMITS.religion)),
});
const facultyFields = {
  firstName: personName,
  lastName: personName,
  designation: Type.Optional(optionalText(PERSON_LIMITS.designation)),
  specialization: requiredText(PERSON_LIMITS.specialization),
  experienceYears: Type.Optional(Type.Integer({ minimum: 0, maximum: PERSON_LIMITS.maxExperienceYears })),
  yearOfJoining: Type.Optional(dateInput),
  personalInfo: Type.Optional(facultyPersonalInfo),
  contactInfo: Type.Optional(personContactInfo),
};
export const facultyCreateBody = strictObject(facultyFields);
/** `status` is read-only (archiving and restoring change it): accepted back from a fetched record and ignored. */
export const facultyUpdateBody = Type.Partial(strictObject({ id: Type.Integer(), status: Type.Enum(FACULTY_STATUSES), ...facultyFields }), {
  additionalProperties: false,
});
export type FacultyCreateBody = Static<typeof facultyCreateBody>;
export type FacultyUpdateBody = Static<typeof facultyUpdateBody>;

export const ownerListQuery = Type.Object({ type: Type.Optional(Type.Enum(OWNER_TYPES)), ...listQueryProperties });

export const passwordResetParams = Type.Object({ type: Type.Enum(USER_TYPES), id: idString });
export const passwordResetReply = Type.Object({ temporaryPassword: Type.String(), message: Type.String() });

// ---- routes --------------------------------------------------------------------------------------------

export const peopleRoutes = {
  'GET /students': { querystring: studentListQuery, response: replies({ 200: arrayOrPage(studentReply) }, 400, ...GUARDED) },
  'GET /students/:id': { params: idParams, querystring: studentOneQuery, response: replies({ 200: studentReply }, 400, ...GUARDED, 404, 414) },
  'POST /students': { body: studentCreateBody, response: replies({ 201: createdStudentReply }, ...WRITE, 409) },
  'POST /students/import': { body: studentImportBody, response: replies({ 201: studentImportReply }, ...WRITE, 409) },
  'PUT /students/:id': { params: idParams, body: studentUpdateBody, response: replies({ 200: studentReply }, ...WRITE, 404, 409, 414) },
  'DELETE /students/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },

  'GET /faculty': { querystring: facultyListQuery, response: replies({ 200: arrayOrPage(facultyReply) }, 400, ...GUARDED) },
  'GET /faculty/:id': { params: idParams, querystring: facultyOneQuery, response: replies({ 200: facultyReply }, 400, ...GUARDED, 404, 414) },
  'GET /faculty/:id/calendar': { params: idParams, response: replies({ 200: Type.Array(calendarEntryReply) }, 400, ...GUARDED, 404, 414) },
  'POST /faculty': { body: facultyCreateBody, response: replies({ 201: createdFacultyReply }, ...WRITE, 409) },
  'PUT /faculty/:id': { params: idParams, body: facultyUpdateBody, response: replies({ 200: facultyReply }, ...WRITE, 404, 409, 414) },
  'DELETE /faculty/:id': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },

  'GET /personal-info': { querystring: ownerListQuery, response: replies({ 200: arrayOrPage(personalInfoRow) }, 400, ...GUARDED) },
  'GET /contact-info': { querystring: ownerListQuery, response: replies({ 200: arrayOrPage(contactInfoRow) }, 400, ...GUARDED) },
  'GET /public/faculty': { response: replies({ 200: Type.Array(publicFacultyReply) }) },

  'POST /users/:type/:id/reset-password': { params: passwordResetParams, response: replies({ 200: passwordResetReply }, ...WRITE, 404, 414) },
} satisfies Record<string, RouteSchema>;
