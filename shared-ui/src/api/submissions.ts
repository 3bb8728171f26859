// The public submission calls (applications contract): five forms and the status check. Every submit
// carries the form's Idempotency-Key, so a repeated send answers the first receipt and stores nothing.
import { request } from '@college/shared-ui/state';

export type SubmissionKind = 'scholarship' | 'admission' | 'contact' | 'research-proposal' | 'book-request';
export type SubmissionStatus = 'new' | 'in-review' | 'accepted' | 'rejected' | 'closed';

export interface SubmissionReceipt {
  /** e.g. "SCH-7K3M-Q9XD" */
  reference: string;
  kind: SubmissionKind;
  status: 'new';
  /** What happens next, in one or two sentences. */
  nextSteps: string;
}

/** Bots fill the hidden `website` field; people leave it empty. */
interface Honeypot {
  website?: string;
}

export interface AdmissionSubmission extends Honeypot {
  fullName: string;
  email: string;
  phone: string;
  neetRank?: number;
  quota: 'convener' | 'management';
}

export type ContactOption = 'admission' | 'course' | 'support' | 'custom';
export interface ContactSubmission extends Honeypot {
  name: string;
  option: ContactOption;
  customOption?: string;
  email: string;
  phone: string;
  description: string;
}

export interface BookRequestSubmission extends Honeypot {
  bookTitle: string;
  author?: string;
  email: string;
}

export interface ScholarshipSubmission extends Honeypot {
  fullName: string;
  email: string;
  phone: string;
  academicPercentage: string;
  enrollmentNumber: string;
  personalStatement: string;
  communityInvolvement: string;
  incomeCertificate: File;
  recommendationLetter: File;
  academicTranscript: File;
}

export interface ResearchProposalSubmission extends Honeypot {
  name: string;
  email: string;
  topic: string;
  title: string;
  description: string;
  document?: File | null;
}

export interface StatusAnswer {
  reference: string;
  status: SubmissionStatus;
}

/** A new key for a newly filled form. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Text values as fields, files as file parts; absent values are left out. */
export function toFormData(values: object): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File) data.append(name, value, value.name);
    else if (value !== undefined && value !== null) data.append(name, String(value));
  }
  return data;
}

const submit = (kind: SubmissionKind, body: unknown, idempotencyKey: string) =>
  request<SubmissionReceipt>('POST', `/submissions/${kind}`, { body, headers: { 'Idempotency-Key': idempotencyKey } });

export const submitScholarship = (values: ScholarshipSubmission, idempotencyKey: string) => submit('scholarship', toFormData(values), idempotencyKey);
export const submitAdmission = (values: AdmissionSubmission, idempotencyKey: string) => submit('admission', values, idempotencyKey);
export const submitContact = (values: ContactSubmission, idempotencyKey: string) => submit('contact', values, idempotencyKey);
export const submitResearchProposal = (values: ResearchProposalSubmission, idempotencyKey: string) =>
  submit('research-proposal', toFormData(values), idempotencyKey);
export const submitBookRequest = (values: BookRequestSubmission, idempotencyKey: string) => submit('book-request', values, idempotencyKey);

export const checkSubmissionStatus = (reference: string, email: string) =>
  request<StatusAnswer>('POST', '/submissions/status', { body: { reference: reference.trim(), email: email.trim() } });

/** The status in words, as the visitor and the college office read it. */
export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  new: 'New',
  'in-review': 'In review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  closed: 'Closed',
};
