import { scholarshipText } from './content.ts';

const m = scholarshipText.messages;

export const textFields = ['fullName', 'email', 'phone', 'academicPercentage', 'enrollmentNumber', 'personalStatement', 'communityInvolvement'] as const;
export const fileFields = ['incomeCertificate', 'recommendationLetter', 'academicTranscript'] as const;
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

export const maxStatementWords = 500;
export const maxFileBytes = 5 * 1024 * 1024;
export const scholarshipLimits = { minPercentage: 85, maxPercentage: 100, step: 0.01 } as const;

export const emptyValues: ScholarshipValues = Object.fromEntries(textFields.map((f) => [f, ''])) as ScholarshipValues;
export const emptyFiles: ScholarshipFiles = { incomeCertificate: null, recommendationLetter: null, academicTranscript: null };

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

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
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.trim()) ? undefined : m.emailInvalid;
}

function phoneError(raw: string): string | undefined {
  if (!raw.trim()) return m.phoneRequired;
  return /^\d{10}$/.test(raw.trim()) ? undefined : m.phoneDigits;
}

function statementError(raw: string): string | undefined {
  if (!raw.trim()) return m.statementRequired;
  return countWords(raw) > maxStatementWords ? m.statementTooLong : undefined;
}

const required = (message: string) => (raw: string) => (raw.trim() ? undefined : message);

const textRules: Record<TextField, (raw: string) => string | undefined> = {
  fullName: required(m.fullNameRequired),
  email: emailError,
  phone: phoneError,
  academicPercentage: percentageError,
  enrollmentNumber: required(m.enrollmentRequired),
  personalStatement: statementError,
  communityInvolvement: required(m.involvementRequired),
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
