import { FACULTY_GENDERS, isRecordEmail, isRecordPhone, lengthProblem, oneOf, PERSON_LIMITS } from '@college/contract/limits';
import type { AdminFaculty, FacultyPayload } from '@college/shared-ui/portal';
import { institution } from '@college/shared-ui/content';
import { dateOnly, todayIso } from '../../lib/format.ts';
import { type FieldSpec, isIsoDate, phoneMessage, requiredMessage } from '../../lib/formRules.ts';

export const NOT_SPECIFIED = 'Not specified';
export const DEFAULT_DESIGNATION = 'Assistant Professor';
export { FACULTY_GENDERS };

export interface FacultyFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  designation: string;
  specialization: string;
  experienceYears: string;
  yearOfJoining: string;
  dob: string;
  gender: string;
  nationality: string;
  religion: string;
  address: string;
}
export type FacultyField = keyof FacultyFormValues;
export type FacultyErrors = Partial<Record<FacultyField, string>>;

export const facultyFields: FieldSpec<FacultyField>[] = [
  { key: 'firstName', label: 'First name', required: true },
  { key: 'lastName', label: 'Last name', required: true },
  { key: 'email', label: 'Email', type: 'email', hint: 'Left empty, a placeholder address is generated.' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'designation', label: 'Designation' },
  { key: 'specialization', label: 'Specialization', required: true },
  { key: 'experienceYears', label: 'Years of experience', type: 'number' },
  { key: 'yearOfJoining', label: 'Year of joining', type: 'date' },
  { key: 'dob', label: 'Date of birth', type: 'date' },
  { key: 'gender', label: 'Gender', options: FACULTY_GENDERS },
  { key: 'nationality', label: 'Nationality' },
  { key: 'religion', label: 'Religion' },
  { key: 'address', label: 'Address' },
];

/** A new faculty form: designation, dates and 'Not specified' prefilled with their defaults (SPEC section 5). */
export function emptyFacultyForm(now = new Date()): FacultyFormValues {
  const today = todayIso(now);
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    designation: DEFAULT_DESIGNATION,
    specialization: '',
    experienceYears: '0',
    yearOfJoining: today,
    dob: today,
    gender: NOT_SPECIFIED,
    nationality: NOT_SPECIFIED,
    religion: NOT_SPECIFIED,
    address: '',
  };
}

export function facultyFormFrom(faculty: AdminFaculty): FacultyFormValues {
  const personal = faculty.personalInfo;
  return {
    firstName: faculty.firstName,
    lastName: faculty.lastName,
    email: faculty.contactInfo?.email ?? '',
    phone: faculty.contactInfo?.phone ?? '',
    designation: faculty.designation,
    specialization: faculty.specialization,
    experienceYears: String(faculty.experienceYears ?? 0),
    yearOfJoining: dateOnly(faculty.yearOfJoining),
    dob: dateOnly(personal?.dob),
    gender: personal?.gender || NOT_SPECIFIED,
    nationality: personal?.nationality || NOT_SPECIFIED,
    religion: personal?.religion || NOT_SPECIFIED,
    address: personal?.address ?? '',
  };
}

/** Non-numeric experience becomes 0 (SPEC); whole years only. */
export function experienceOf(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) && text.trim() !== '' ? Math.trunc(value) : 0;
}

/** The longest each text may be: the API's own limits (the contract's PERSON_LIMITS). */
const MAX_LENGTH: Partial<Record<FacultyField, number>> = {
  firstName: PERSON_LIMITS.name,
  lastName: PERSON_LIMITS.name,
  designation: PERSON_LIMITS.designation,
  specialization: PERSON_LIMITS.specialization,
  nationality: PERSON_LIMITS.nationality,
  religion: PERSON_LIMITS.religion,
  address: PERSON_LIMITS.address,
};

export function validateFaculty(values: FacultyFormValues): FacultyErrors {
  const errors: FacultyErrors = {};
  for (const field of facultyFields) {
    const max = MAX_LENGTH[field.key];
    const problem =
      field.required && !values[field.key].trim()
        ? requiredMessage(field.label)
        : max === undefined
          ? undefined
          : lengthProblem(field.label, values[field.key], max);
    if (problem) errors[field.key] = problem;
  }
  if (values.email.trim() && !isRecordEmail(values.email)) errors.email = 'Please enter a valid email address';
  if (values.phone.trim() && !isRecordPhone(values.phone)) errors.phone = phoneMessage;
  if (values.gender && !oneOf(FACULTY_GENDERS, values.gender)) errors.gender = `Gender must be ${FACULTY_GENDERS.join(', ')}`;
  const experience = experienceOf(values.experienceYears);
  if (experience < 0) errors.experienceYears = 'Years of experience must be 0 or more';
  else if (experience > PERSON_LIMITS.maxExperienceYears) errors.experienceYears = `Years of experience must be at most ${PERSON_LIMITS.maxExperienceYears}`;
  if (values.yearOfJoining.trim() && !isIsoDate(values.yearOfJoining)) errors.yearOfJoining = 'Year of joining must be a date (YYYY-MM-DD)';
  if (values.dob.trim() && !isIsoDate(values.dob)) errors.dob = 'Date of birth must be a date (YYYY-MM-DD)';
  return errors;
}

const orDefault = (value: string, fallback: string) => value.trim() || fallback;

export function toFacultyPayload(values: FacultyFormValues, now = new Date()): FacultyPayload {
  const today = todayIso(now);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    designation: orDefault(values.designation, DEFAULT_DESIGNATION),
    specialization: values.specialization.trim(),
    experienceYears: experienceOf(values.experienceYears),
    yearOfJoining: orDefault(values.yearOfJoining, today),
    personalInfo: {
      dob: orDefault(values.dob, today),
      address: values.address.trim(),
      gender: oneOf(FACULTY_GENDERS, values.gender) ? values.gender : NOT_SPECIFIED,
      nationality: orDefault(values.nationality, NOT_SPECIFIED),
      religion: orDefault(values.religion, NOT_SPECIFIED),
    },
    contactInfo: { email: orDefault(values.email, `faculty${now.getTime()}@${institution.emailDomain}`), phone: values.phone.trim() },
  };
}
