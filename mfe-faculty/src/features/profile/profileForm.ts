import { ApiError, type Faculty, type OwnFacultyUpdate } from '@college/shared-ui';
import { FACULTY_GENDERS, isRecordPhone, lengthProblem, oneOf, PERSON_LIMITS } from '@college/contract/limits';

export const GENDERS = FACULTY_GENDERS;
export const MAX_EXPERIENCE_YEARS = PERSON_LIMITS.maxExperienceYears;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  designation: string;
  specialization: string;
  experienceYears: string;
  yearOfJoining: string;
  dob: string;
  gender: string;
  address: string;
  nationality: string;
  religion: string;
  email: string;
  phone: string;
}
export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export const profileTexts = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  specializationRequired: 'Specialization is required',
  experienceRange: `Years of experience must be between 0 and ${MAX_EXPERIENCE_YEARS}`,
  phoneInvalid: 'Phone may contain only digits, spaces and + ( ) -',
  saved: 'Your profile has been saved.',
  emailLocked: 'Your e-mail address is your sign-in name and cannot be changed here.',
} as const;

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function valuesFrom(faculty: Faculty): ProfileValues {
  return {
    firstName: faculty.firstName ?? '',
    lastName: faculty.lastName ?? '',
    designation: faculty.designation ?? '',
    specialization: faculty.specialization ?? '',
    experienceYears: String(faculty.experienceYears ?? 0),
    yearOfJoining: dateOnly(faculty.yearOfJoining),
    dob: dateOnly(faculty.personalInfo?.dob),
    gender: faculty.personalInfo?.gender ?? 'Not specified',
    address: faculty.personalInfo?.address ?? '',
    nationality: faculty.personalInfo?.nationality ?? '',
    religion: faculty.personalInfo?.religion ?? '',
    email: faculty.contactInfo?.email ?? '',
    phone: faculty.contactInfo?.phone ?? '',
  };
}

/** SPEC section 5: a non-numeric number of years counts as 0. */
export function experienceYearsOf(raw: string): number {
  const parsed = Number.parseInt(raw, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** Each text's label and the longest it may be: the API's own limits (the contract's PERSON_LIMITS). */
const LIMITS: Partial<Record<keyof ProfileValues, [label: string, max: number]>> = {
  firstName: ['First name', PERSON_LIMITS.name],
  lastName: ['Last name', PERSON_LIMITS.name],
  designation: ['Designation', PERSON_LIMITS.designation],
  specialization: ['Specialization', PERSON_LIMITS.specialization],
  address: ['Address', PERSON_LIMITS.address],
  nationality: ['Nationality', PERSON_LIMITS.nationality],
  religion: ['Religion', PERSON_LIMITS.religion],
};

export function validateProfile(v: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const [field, [label, max]] of Object.entries(LIMITS) as [keyof ProfileValues, [string, number]][]) {
    const problem = lengthProblem(label, v[field], max);
    if (problem) errors[field] = problem;
  }
  if (!v.firstName.trim()) errors.firstName = profileTexts.firstNameRequired;
  if (!v.lastName.trim()) errors.lastName = profileTexts.lastNameRequired;
  if (!v.specialization.trim()) errors.specialization = profileTexts.specializationRequired;
  const years = experienceYearsOf(v.experienceYears);
  if (years < 0 || years > MAX_EXPERIENCE_YEARS) errors.experienceYears = profileTexts.experienceRange;
  if (!isRecordPhone(v.phone)) errors.phone = profileTexts.phoneInvalid;
  return errors;
}

/** The PUT body: everything the member may change; the e-mail is never sent. Empty dates stay as they are. */
export function toUpdate(v: ProfileValues): OwnFacultyUpdate {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    designation: v.designation.trim(),
    specialization: v.specialization.trim(),
    experienceYears: experienceYearsOf(v.experienceYears),
    ...(v.yearOfJoining ? { yearOfJoining: v.yearOfJoining } : {}),
    personalInfo: {
      ...(v.dob ? { dob: v.dob } : {}),
      ...(oneOf(GENDERS, v.gender) ? { gender: v.gender } : {}),
      address: v.address.trim(),
      nationality: v.nationality.trim(),
      religion: v.religion.trim(),
    },
    contactInfo: { phone: v.phone.trim() },
  };
}

/** SPEC section 8: 'HTTP error! Status: {code}, Message: {error from body or Unknown error}', shown as 'Error: ...'. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `Error: HTTP error! Status: ${error.status}, Message: ${error.body.message ?? error.body.error ?? 'Unknown error'}`;
  return `Error: ${error instanceof Error ? error.message : 'Unknown error'}`;
}
