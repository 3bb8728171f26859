// The public submission calls (applications contract): five forms and the status check. Every submit
// carries the form's Idempotency-Key, so a repeated send answers the first receipt and stores nothing.
import { apiBase, call } from '@college/shared-ui/state';
import type {
  ContactOption,
  MultipartRoute,
  PROPOSAL_FILE_FIELDS,
  PROPOSAL_TEXT_FIELDS,
  RouteBody,
  RouteReply,
  SCHOLARSHIP_FILE_FIELDS,
  SCHOLARSHIP_TEXT_FIELDS,
  SubmissionKind,
  SubmissionStatus,
} from '@college/contract';

export type { ContactOption, SubmissionKind, SubmissionStatus };

/**
 * Where a public form posts itself when the browser sends it (before the app's code runs, or without it): the
 * same route, which answers a page (api/src/plugins/form-pages.ts).
 */
export const formAction = (route: 'POST /submissions/contact' | 'POST /submissions/scholarship' | 'POST /submissions/status') =>
  `${apiBase()}${route.slice('POST '.length)}`;

/** `reference` e.g. "SCH-7K3M-Q9XD"; `nextSteps`: what happens next, in one or two sentences. */
export type SubmissionReceipt = RouteReply<'POST /submissions/admission'>;

// Bots fill the hidden `website` field; people leave it empty.
export type AdmissionSubmission = RouteBody<'POST /submissions/admission'>;
export type ContactSubmission = RouteBody<'POST /submissions/contact'>;
export type BookRequestSubmission = RouteBody<'POST /submissions/book-request'>;

type Honeypot = { website?: string };
/** The multipart forms: their text fields and their PDF files, by the names the API reads. */
export type ScholarshipSubmission = Record<(typeof SCHOLARSHIP_TEXT_FIELDS)[number], string> &
  Record<(typeof SCHOLARSHIP_FILE_FIELDS)[number], File> &
  Honeypot;
export type ResearchProposalSubmission = Record<(typeof PROPOSAL_TEXT_FIELDS)[number], string> &
  Partial<Record<(typeof PROPOSAL_FILE_FIELDS)[number], File | null>> &
  Honeypot;

export type StatusAnswer = RouteReply<'POST /submissions/status'>;

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

const idempotent = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });
const sendForm = (route: Extract<MultipartRoute, `POST /submissions/${string}`>, values: object, idempotencyKey: string) =>
  call(route, { body: toFormData(values), headers: idempotent(idempotencyKey) });

export const submitScholarship = (values: ScholarshipSubmission, idempotencyKey: string) => sendForm('POST /submissions/scholarship', values, idempotencyKey);
export const submitAdmission = (body: AdmissionSubmission, idempotencyKey: string) =>
  call('POST /submissions/admission', { body, headers: idempotent(idempotencyKey) });
export const submitContact = (body: ContactSubmission, idempotencyKey: string) =>
  call('POST /submissions/contact', { body, headers: idempotent(idempotencyKey) });
export const submitResearchProposal = (values: ResearchProposalSubmission, idempotencyKey: string) =>
  sendForm('POST /submissions/research-proposal', values, idempotencyKey);
export const submitBookRequest = (body: BookRequestSubmission, idempotencyKey: string) =>
  call('POST /submissions/book-request', { body, headers: idempotent(idempotencyKey) });

export const checkSubmissionStatus = (reference: string, email: string) =>
  call('POST /submissions/status', { body: { reference: reference.trim(), email: email.trim() } });

export { submissionStatusLabels } from '@college/contract/limits';
