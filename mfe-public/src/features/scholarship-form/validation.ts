import {
  countWords,
  isSubmissionEmail,
  lengthProblem,
  matches,
  SCHOLARSHIP_FILE_FIELDS,
  SCHOLARSHIP_PHONE_PATTERN,
  SCHOLARSHIP_TEXT_FIELDS,
  SUBMISSION_LIMITS,
} from '@college/contract/limits';
import { scholarshipText } from './content.ts';

const m = scholarshipText.messages;

/** The form's fields, by the names the API reads (the contract's). */
export const textFields = SCHOLARSHIP_TEXT_FIELDS;
export const fileFields = SCHOLARSHIP_FILE_FIELDS;
export type TextField = (typeof textFields)[number];
export type FileField = (typeof fileFields)[number];
export type ScholarshipField = TextField | FileField;
export const scholarshipFields: readonly ScholarshipField[] = [...textFields, ...fileFields];

/** The API's 400 messages in the form's own words, and the field each belongs to. */
export const scholarshipKnownMessages: Partial<Record<string, ScholarshipField>> = {
  [m.emailInvalid]: 'email',
  [m.phoneDigits]: 'phone',
  [m.percentageMin]: 'academicPercentage',
  [m.percentageMax]: 'academicPercentage',
  [m.percentageStep]: 'academicPercentage',
  [m.statementTooLong]: 'personalStatement',
};

export type ScholarshipValues = Record<TextField, string>;
export type ScholarshipFiles = Record<FileField, File | null>;
export type ScholarshipErrors = Partial<Record<ScholarshipField, string>>;

export const maxStatementWords = SUBMISSION_LIMITS.statementWords;
export const maxFileBytes = SUBMISSION_LIMITS.fileBytes;
export const scholarshipLimits = { minPercentage: SUBMISSION_LIMITS.minPercentage, maxPercentage: SUBMISSION_LIMITS.maxPercentage, step: 0.01 } as const;

export const emptyValues: ScholarshipValues = Object.fromEntries(textFields.map((f) => [f, ''])) as ScholarshipValues;
export const emptyFiles: ScholarshipFiles = { incomeCertificate: null, recommendationLetter: null, academicTranscript: null };

export { countWords };

function percentageError(raw: string): string | undefined {
  const value = Number(raw);
  if (raw.trim() === '' || Number.isNaN(value)) return m.percentageRequired;
  if (value < scholarshipLimits.minPercentage) return m.percentageMin;
  if (value > scholarshipLimits.maxPercentage) return m.percentageMax;
  if (!/^\d+(\.\d{1,2})?$/.test(raw.trim())) return m.percentageStep;
  return undefined;
}

function emailError(raw: string): string | undefined {
  if (!raw.trim()) return m.emailRequired;
  return isSubmissionEmail(raw) ? undefined : m.emailInvalid;
}

function phoneError(raw: string): string | undefined {
  if (!raw.trim()) return m.phoneRequired;
  return matches(raw.trim(), SCHOLARSHIP_PHONE_PATTERN) ? undefined : m.phoneDigits;
}

function statementError(raw: string): string | undefined {
  if (!raw.trim()) return m.statementRequired;
  if (countWords(raw) > maxStatementWords) return m.statementTooLong;
  return lengthProblem('Personal statement', raw, SUBMISSION_LIMITS.statementChars);
}

/** Required, and no longer than the API takes. */
const required = (message: string, label: string, max: number) => (raw: string) => (raw.trim() ? lengthProblem(label, raw, max) : message);

const textRules: Record<TextField, (raw: string) => string | undefined> = {
  fullName: required(m.fullNameRequired, 'Full name', SUBMISSION_LIMITS.name),
  email: emailError,
  phone: phoneError,
  academicPercentage: percentageError,
  enrollmentNumber: required(m.enrollmentRequired, 'Enrollment number', SUBMISSION_LIMITS.enrollmentNumber),
  personalStatement: statementError,
  communityInvolvement: required(m.involvementRequired, 'Community involvement description', SUBMISSION_LIMITS.communityInvolvement),
};

const fileRequired: Record<FileField, string> = {
  incomeCertificate: m.incomeCertificateRequired,
  recommendationLetter: m.recommendationLetterRequired,
  academicTranscript: m.academicTranscriptRequired,
};

export function fileError(field: FileField, file: File | null): string | undefined {
  if (!file) return fileRequired[field];
  const isPdf = file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));
  if (!isPdf) return m.pdfOnly;
  return file.size > maxFileBytes ? m.fileTooLarge : undefined;
}

export function validateScholarship(values: ScholarshipValues, files: ScholarshipFiles): ScholarshipErrors {
  const errors: ScholarshipErrors = {};
  for (const field of textFields) {
    const error = textRules[field](values[field]);
    if (error) errors[field] = error;
  }
  for (const field of fileFields) {
    const error = fileError(field, files[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
