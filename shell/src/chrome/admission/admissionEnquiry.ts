// Admission enquiry (SPEC sections 3, 5 and 7): validation and the hand-off message. Pure functions.
import { isFormPhone, isSubmissionEmail, lengthProblem, type Quota as ApiQuota, SUBMISSION_LIMITS } from '@college/contract/limits';
import type { AdmissionSubmission } from '@college/shared-ui/submissions';

/** Empty until one is chosen. */
export type Quota = '' | ApiQuota;

export interface AdmissionEnquiry {
  fullName: string;
  email: string;
  phone: string;
  neetRank: string;
  quota: Quota;
}

export type AdmissionErrors = Partial<Record<keyof AdmissionEnquiry, string>>;

export const emptyEnquiry: AdmissionEnquiry = { fullName: '', email: '', phone: '', neetRank: '', quota: '' };

export const quotaOptions: { value: Exclude<Quota, ''>; label: string }[] = [
  { value: 'convener', label: 'Convener' },
  { value: 'management', label: 'Management' },
];

export const admissionTexts = {
  title: 'Admission Enquiry - BPT Programme',
  intro: 'Send us your details and the admissions office will contact you. You can also send them on WhatsApp instead.',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  neetRank: 'NEET Rank (if applicable)',
  quota: 'Quota Preference',
  quotaPlaceholder: 'Select Quota',
  externalForm: 'Prefer the full application? Open the online admission form',
  cancel: 'Cancel',
  submit: 'Submit',
  sendViaChat: 'Send via WhatsApp',
  received: 'Thank you! Your enquiry has reached the admissions office.',
  done: 'Close',
  errors: {
    fullName: 'Full name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    phone: 'Phone number is required',
    phoneInvalid: 'Enter a valid phone number',
    neetRank: 'NEET rank must be a positive whole number',
    quota: 'Please select a quota',
  },
} as const;

const NOT_PROVIDED = 'Not provided';

/** The enquiry as the API takes it (call only on a valid enquiry: the quota is chosen). */
export function admissionSubmission(values: AdmissionEnquiry): AdmissionSubmission {
  const neetRank = values.neetRank.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(neetRank ? { neetRank: Number(neetRank) } : {}),
    quota: values.quota || 'convener',
  };
}

/** SPEC section 5: full name, email, phone and quota required; email e-mail shaped; NEET rank optional but numeric. */
export function validateEnquiry(values: AdmissionEnquiry): AdmissionErrors {
  const errors: AdmissionErrors = {};
  const { errors: text } = admissionTexts;
  const fullName = values.fullName.trim() ? lengthProblem('Full name', values.fullName, SUBMISSION_LIMITS.name) : text.fullName;
  if (fullName) errors.fullName = fullName;
  if (!values.email.trim()) errors.email = text.emailRequired;
  else if (!isSubmissionEmail(values.email)) errors.email = text.emailInvalid;
  // the API's format: 7 to 20 digits, spaces, ( ) and -, an optional leading +
  if (!values.phone.trim()) errors.phone = text.phone;
  else if (!isFormPhone(values.phone)) errors.phone = text.phoneInvalid;
  const rank = values.neetRank.trim();
  if (rank && (!/^\d+$/.test(rank) || Number(rank) < 1 || Number(rank) > SUBMISSION_LIMITS.maxNeetRank)) errors.neetRank = text.neetRank;
  if (!quotaOptions.some((option) => option.value === values.quota)) errors.quota = text.quota;
  return errors;
}

/** The text handed to the chat app (SPEC section 7); empty values read 'Not provided'. */
export function buildAdmissionMessage(values: AdmissionEnquiry): string {
  const show = (value: string) => value.trim() || NOT_PROVIDED;
  const quota = quotaOptions.find((option) => option.value === values.quota)?.label ?? '';
  return [
    'Admission Form Submission - BPT Programme',
    '',
    `Full Name: ${show(values.fullName)}`,
    `Email: ${show(values.email)}`,
    `Phone Number: ${show(values.phone)}`,
    `NEET Rank: ${show(values.neetRank)}`,
    `Quota Preference: ${show(quota)}`,
  ].join('\n');
}
