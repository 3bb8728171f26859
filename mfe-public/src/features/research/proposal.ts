import { EMAIL_MAX, isSubmissionEmail, lengthOf, SUBMISSION_LIMITS } from '@college/contract/limits';
import { proposalText } from './content.ts';

export interface ProposalFields {
  name: string;
  email: string;
  topic: string;
  title: string;
  description: string;
}

export const emptyProposal: ProposalFields = { name: '', email: '', topic: '', title: '', description: '' };
export const maxDocumentBytes = SUBMISSION_LIMITS.fileBytes;
/** The longest each field may be: the API's own limits. */
const MAX_LENGTH: Record<keyof ProposalFields, number> = {
  name: SUBMISSION_LIMITS.name,
  email: EMAIL_MAX,
  topic: SUBMISSION_LIMITS.proposalTopic,
  title: SUBMISSION_LIMITS.proposalTitle,
  description: SUBMISSION_LIMITS.proposalDescription,
};
const FIELD_NAMES: Record<keyof ProposalFields, string> = { name: 'Name', email: 'Email', topic: 'Topic', title: 'Title', description: 'Description' };
export const descriptionExcerptLength = 200;

/** The alert text when a required field is empty, the e-mail message when it is malformed, a field that is too long, else null. */
export function validateProposal(fields: ProposalFields): string | null {
  if (Object.values(fields).some((value) => value.trim() === '')) return proposalText.required;
  if (!isSubmissionEmail(fields.email)) return proposalText.invalidEmail;
  for (const key of Object.keys(MAX_LENGTH) as (keyof ProposalFields)[]) {
    if (lengthOf(fields[key].trim()) > MAX_LENGTH[key]) return `${FIELD_NAMES[key]} must be ${MAX_LENGTH[key]} characters or less`;
  }
  return null;
}

export function validateProposalDocument(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return proposalText.fileNotPdf;
  if (file.size > maxDocumentBytes) return proposalText.fileTooLarge;
  return null;
}

export function truncateDescription(description: string): string {
  return description.length > descriptionExcerptLength ? `${description.slice(0, descriptionExcerptLength)}... [Truncated]` : description;
}

const topics = (topic: string) =>
  topic
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join(', ');

export function buildProposalMessage(fields: ProposalFields, hasDocument: boolean): string {
  return [
    proposalText.header,
    `Name: ${fields.name.trim()}`,
    `Email: ${fields.email.trim()}`,
    `Topic: ${topics(fields.topic)}`,
    `Title: ${fields.title.trim()}`,
    `Description: ${truncateDescription(fields.description.trim())}`,
    `Supporting Document: ${hasDocument ? 'Attached (will be sent separately)' : 'Not attached'}`,
  ].join('\n');
}

export const chatLink = (number: string, message: string) => `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
