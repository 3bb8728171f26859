import { yearOptions } from '@college/shared-ui/format';
import { isRecordEmail, isRecordPhone, lengthProblem, oneOf, PERSON_LIMITS, STUDENT_GENDERS, YEARS } from '@college/contract/limits';
import type { AdminStudent, StudentPayload } from '@college/shared-ui/portal';
import { institution } from '@college/shared-ui/content';
import { dateOnly, todayIso } from '../../lib/format.ts';
import { type FieldSpec, isIsoDate, phoneMessage, requiredMessage } from '../../lib/formRules.ts';

export { STUDENT_GENDERS };

export interface StudentFormValues {
  firstName: string;
  lastName: string;
  fatherFirstName: string;
  fatherLastName: string;
  motherFirstName: string;
  motherLastName: string;
  gender: string;
  nationality: string;
  religion: string;
  email: string;
  phone: string;
  address: string;
  dob: string;
  year: string;
}
export type StudentField = keyof StudentFormValues;
export type StudentErrors = Partial<Record<StudentField, string>>;

/** The form, field by field (SPEC section 5); also the CSV columns, in this order. */
export const studentFields: FieldSpec<StudentField>[] = [
  { key: 'firstName', label: 'First name', required: true },
  { key: 'lastName', label: 'Last name', required: true },
  { key: 'fatherFirstName', label: "Father's first name", required: true },
  { key: 'fatherLastName', label: "Father's last name", required: true },
  { key: 'motherFirstName', label: "Mother's first name", required: true },
  { key: 'motherLastName', label: "Mother's last name", required: true },
  { key: 'gender', label: 'Gender', required: true, options: STUDENT_GENDERS },
  { key: 'nationality', label: 'Nationality', required: true },
  { key: 'religion', label: 'Religion', required: true },
  { key: 'email', label: 'Email', type: 'email', hint: 'Left empty, a placeholder address is generated.' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'address', label: 'Address' },
  { key: 'dob', label: 'Date of birth', type: 'date', hint: 'Left empty, today is used.' },
  { key: 'year', label: 'Year', options: yearOptions(YEARS) },
];

export const emptyStudentForm: StudentFormValues = {
  firstName: '',
  lastName: '',
  fatherFirstName: '',
  fatherLastName: '',
  motherFirstName: '',
  motherLastName: '',
  gender: '',
  nationality: '',
  religion: '',
  email: '',
  phone: '',
  address: '',
  dob: '',
  year: 'FIRST',
};

export function studentFormFrom(student: AdminStudent): StudentFormValues {
  const personal = student.personalInfo;
  const contact = student.contactInfo;
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    fatherFirstName: student.fatherFirstName,
    fatherLastName: student.fatherLastName,
    motherFirstName: student.motherFirstName,
    motherLastName: student.motherLastName,
    gender: personal?.gender ?? '',
    nationality: personal?.nationality ?? '',
    religion: personal?.religion ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    address: personal?.address ?? '',
    dob: dateOnly(personal?.dob),
    year: student.year,
  };
}

/** The longest each text may be: the API's own limits (the contract's PERSON_LIMITS). */
const MAX_LENGTH: Partial<Record<StudentField, number>> = {
  firstName: PERSON_LIMITS.name,
  lastName: PERSON_LIMITS.name,
  fatherFirstName: PERSON_LIMITS.name,
  fatherLastName: PERSON_LIMITS.name,
  motherFirstName: PERSON_LIMITS.name,
  motherLastName: PERSON_LIMITS.name,
  nationality: PERSON_LIMITS.nationality,
  religion: PERSON_LIMITS.religion,
  address: PERSON_LIMITS.address,
};

export function validateStudent(values: StudentFormValues): StudentErrors {
  const errors: StudentErrors = {};
  for (const field of studentFields) {
    const max = MAX_LENGTH[field.key];
    const problem =
      field.required && !values[field.key].trim()
        ? requiredMessage(field.label)
        : max === undefined
          ? undefined
          : lengthProblem(field.label, values[field.key], max);
    if (problem) errors[field.key] = problem;
  }
  if (values.gender && !oneOf(STUDENT_GENDERS, values.gender)) errors.gender = 'Gender must be Male, Female or Other';
  if (values.email.trim() && !isRecordEmail(values.email)) errors.email = 'Please enter a valid email address';
  if (values.phone.trim() && !isRecordPhone(values.phone)) errors.phone = phoneMessage;
  if (values.year && !oneOf(YEARS, values.year)) errors.year = 'Year must be FIRST, SECOND, THIRD or FOURTH';
  if (values.dob.trim() && !isIsoDate(values.dob)) errors.dob = 'Date of birth must be a date (YYYY-MM-DD)';
  return errors;
}

/** One of a form's choices, for a form that passed validateStudent (which names any other value). */
function chosen<const T extends string>(choices: readonly T[], value: string, fallback: T): T {
  return oneOf(choices, value) ? value : fallback;
}

/** SPEC section 5: empty e-mail gets student{timestamp}@<college domain>, missing dob becomes today. */
export function toStudentPayload(values: StudentFormValues, now = new Date()): StudentPayload {
  const email = values.email.trim() || `student${now.getTime()}@${institution.emailDomain}`;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    fatherFirstName: values.fatherFirstName.trim(),
    fatherLastName: values.fatherLastName.trim(),
    motherFirstName: values.motherFirstName.trim(),
    motherLastName: values.motherLastName.trim(),
    year: chosen(YEARS, values.year, 'FIRST'),
    personalInfo: {
      dob: values.dob.trim() || todayIso(now),
      address: values.address.trim(),
      gender: chosen(STUDENT_GENDERS, values.gender, 'Other'),
      nationality: values.nationality.trim(),
      religion: values.religion.trim(),
    },
    contactInfo: { email, phone: values.phone.trim() },
  };
}
