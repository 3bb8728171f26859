import {
  CONTACT_OPTIONS,
  countWords,
  EMAIL_MAX,
  type PROPOSAL_FILE_FIELDS,
  type SCHOLARSHIP_FILE_FIELDS,
  FORM_PHONE_PATTERN,
  lengthOf,
  matches,
  SCHOLARSHIP_PHONE_PATTERN,
  SUBMISSION_EMAIL_PATTERN,
  SUBMISSION_LIMITS as LIMIT,
} from '../../contract.ts';
import { FieldError } from '../../shared/http-errors.ts';
import type { SubmissionKind } from './kinds.ts';

/** What a form sent, by its field names (multipart forms send only text; JSON may send numbers). */
export type RawFields = Record<string, unknown>;
export type FormFields = Record<string, string | number | null>;
/** The checked form: who sent it and the fields kept with it. */
export type CheckedForm = { name: string; email: string; fields: FormFields };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters other than line breaks and tabs are refused
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0085\u2028\u2029]/;

const fail = (field: string, message: string): never => {
  throw new FieldError(field, message);
};

function text(raw: RawFields, field: string, rule: { label: string; required?: string; max: number; multiline?: boolean }): string {
  const value = raw[field];
  if (value !== undefined && value !== null && typeof value !== 'string') fail(field, `${rule.label} must be text`);
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) {
    if (rule.required) fail(field, rule.required);
    return '';
  }
  if ((rule.multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(trimmed)) fail(field, `${rule.label} contains characters that are not allowed`);
  if (lengthOf(trimmed) > rule.max) fail(field, `${rule.label} must be ${rule.max} characters or less`);
  return trimmed;
}

function email(raw: RawFields, field = 'email'): string {
  const value = text(raw, field, { label: 'Email', required: 'Email is required', max: EMAIL_MAX });
  // one plain address: nothing a mail header would read as a second recipient, a display name or a comment
  if (!matches(value, SUBMISSION_EMAIL_PATTERN)) fail(field, 'Invalid email address');
  return value;
}

function phone(raw: RawFields, field = 'phone'): string {
  const value = text(raw, field, { label: 'Phone number', required: 'Phone number is required', max: LIMIT.phone });
  if (!matches(value, FORM_PHONE_PATTERN)) fail(field, 'Enter a valid phone number');
  return value;
}

/** A number sent as JSON or typed into a form (text). */
function numberOrBlank(raw: RawFields, field: string, label: string): number | null {
  const value = raw[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : fail(field, `${label} must be a number`);
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return fail(field, `${label} must be a number`);
  return Number(value);
}

/** Scholarship application (SPEC section 5: all fields required, these messages). */
function scholarship(raw: RawFields): CheckedForm {
  const fullName = text(raw, 'fullName', { label: 'Full name', required: 'Full name is required', max: LIMIT.name });
  const address = email(raw);
  const digits = text(raw, 'phone', { label: 'Phone number', required: 'Phone number is required', max: LIMIT.phone });
  if (!matches(digits, SCHOLARSHIP_PHONE_PATTERN)) fail('phone', 'Phone number must be 10 digits');
  const percentage = numberOrBlank(raw, 'academicPercentage', 'Academic percentage');
  if (percentage === null) return fail('academicPercentage', 'Academic percentage is required');
  if (percentage < LIMIT.minPercentage) fail('academicPercentage', `Minimum ${LIMIT.minPercentage}% is required`);
  if (percentage > LIMIT.maxPercentage) fail('academicPercentage', `Percentage cannot exceed ${LIMIT.maxPercentage}`);
  if (Math.round(percentage * 100) !== percentage * 100) fail('academicPercentage', 'Academic percentage can have at most 2 decimal places');
  const enrollmentNumber = text(raw, 'enrollmentNumber', {
    label: 'Enrollment number',
    required: 'Enrollment number is required',
    max: LIMIT.enrollmentNumber,
  });
  const personalStatement = text(raw, 'personalStatement', {
    label: 'Personal statement',
    required: 'Personal statement is required',
    max: LIMIT.statementChars,
    multiline: true,
  });
  // the rule and its message agree (CONTRACT section 7): words, as the form counts them
  if (countWords(personalStatement) > LIMIT.statementWords) fail('personalStatement', `Personal statement must be ${LIMIT.statementWords} words or less`);
  const communityInvolvement = text(raw, 'communityInvolvement', {
    label: 'Community involvement description',
    required: 'Community involvement description is required',
    max: LIMIT.communityInvolvement,
    multiline: true,
  });
  return {
    name: fullName,
    email: address,
    fields: { fullName, email: address, phone: digits, academicPercentage: percentage, enrollmentNumber, personalStatement, communityInvolvement },
  };
}

function admission(raw: RawFields): CheckedForm {
  const fullName = text(raw, 'fullName', { label: 'Full name', required: 'Full name is required', max: LIMIT.name });
  const address = email(raw);
  const tel = phone(raw);
  const neetRank = numberOrBlank(raw, 'neetRank', 'NEET rank');
  if (neetRank !== null && (!Number.isInteger(neetRank) || neetRank < 1 || neetRank > LIMIT.maxNeetRank))
    fail('neetRank', 'NEET rank must be a whole number of 1 or more');
  const quota = raw.quota;
  if (quota !== 'convener' && quota !== 'management') return fail('quota', 'Please select a quota');
  return { name: fullName, email: address, fields: { fullName, email: address, phone: tel, neetRank, quota } };
}

function contact(raw: RawFields): CheckedForm {
  const name = text(raw, 'name', { label: 'Name', required: 'Name is required', max: LIMIT.name });
  const option = raw.option;
  if (typeof option !== 'string' || !(CONTACT_OPTIONS as readonly string[]).includes(option)) return fail('option', 'Please select an option');
  const customOption =
    option === 'custom' ? text(raw, 'customOption', { label: 'Your option', required: 'Please enter your option', max: LIMIT.customOption }) : null;
  const address = email(raw);
  const tel = phone(raw);
  const description = text(raw, 'description', { label: 'Description', required: 'Description is required', max: LIMIT.description, multiline: true });
  return { name, email: address, fields: { name, option, customOption, email: address, phone: tel, description } };
}

// SPEC section 5: any empty field of the proposal form gets this one alert
const FILL_ALL = 'Please fill out all required fields.';

function researchProposal(raw: RawFields): CheckedForm {
  const name = text(raw, 'name', { label: 'Name', required: FILL_ALL, max: LIMIT.name });
  const address = text(raw, 'email', { label: 'Email', required: FILL_ALL, max: EMAIL_MAX });
  if (!matches(address, SUBMISSION_EMAIL_PATTERN)) fail('email', 'Invalid email address');
  const topic = text(raw, 'topic', { label: 'Topic', required: FILL_ALL, max: LIMIT.proposalTopic });
  const title = text(raw, 'title', { label: 'Title', required: FILL_ALL, max: LIMIT.proposalTitle });
  const description = text(raw, 'description', { label: 'Description', required: FILL_ALL, max: LIMIT.proposalDescription, multiline: true });
  return { name, email: address, fields: { name, email: address, topic, title, description } };
}

function bookRequest(raw: RawFields): CheckedForm {
  const bookTitle = text(raw, 'bookTitle', { label: 'Book title', required: 'Book title is required', max: LIMIT.bookTitle });
  const author = text(raw, 'author', { label: 'Author', max: LIMIT.author }) || null;
  const address = email(raw);
  // the form asks for no name: the inbox shows the address instead
  return { name: address, email: address, fields: { bookTitle, author, email: address } };
}

export const CHECK_FORM: Record<SubmissionKind, (raw: RawFields) => CheckedForm> = {
  scholarship,
  admission,
  contact,
  'research-proposal': researchProposal,
  'book-request': bookRequest,
};

/** The files each form takes: field name (the contract's), label in messages, whether it must be there. */
export type FileRule = { field: (typeof SCHOLARSHIP_FILE_FIELDS)[number] | (typeof PROPOSAL_FILE_FIELDS)[number]; label: string; required: boolean };
export const FILE_RULES: Record<SubmissionKind, FileRule[]> = {
  scholarship: [
    { field: 'incomeCertificate', label: 'Income certificate', required: true },
    { field: 'recommendationLetter', label: 'Recommendation letter', required: true },
    { field: 'academicTranscript', label: 'Academic transcript', required: true },
  ],
  admission: [],
  contact: [],
  'research-proposal': [{ field: 'document', label: 'Supporting document', required: false }],
  'book-request': [],
};

/** The honeypot: a field people never see, so only software fills it. */
export const isHoneypotFilled = (raw: RawFields) =>
  typeof raw.website === 'string' ? raw.website.trim() !== '' : raw.website !== undefined && raw.website !== null;
