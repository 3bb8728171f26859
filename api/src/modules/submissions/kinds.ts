import type { SubmissionKind } from '../../contract.ts';

export { SUBMISSION_KINDS, type SubmissionKind, SUBMISSION_STATUSES, type SubmissionStatus } from '../../contract.ts';

export const REFERENCE_PREFIX: Record<SubmissionKind, string> = {
  scholarship: 'SCH',
  admission: 'ADM',
  contact: 'CON',
  'research-proposal': 'RES',
  'book-request': 'BOOK',
};

/** How the kind reads in a sentence ("your scholarship application"). */
export const KIND_LABEL: Record<SubmissionKind, string> = {
  scholarship: 'scholarship application',
  admission: 'admission enquiry',
  contact: 'message',
  'research-proposal': 'research proposal',
  'book-request': 'book request',
};

/** What happens next, told in the receipt and the acknowledgement e-mail. */
export const NEXT_STEPS: Record<SubmissionKind, string> = {
  scholarship:
    'The scholarship committee reviews your application and documents and writes to you at this e-mail address with its decision. You can check the status at any time with your reference number.',
  admission:
    'Our admissions office will contact you by phone or e-mail about the next steps for the BPT programme. Keep your reference number to check the status of your enquiry.',
  contact: 'Our office will reply to you by e-mail or phone during office hours. Keep your reference number if you need to follow up.',
  'research-proposal': 'The research committee reviews your proposal and contacts you by e-mail. Keep your reference number to check its status.',
  'book-request': 'The library will let you know by e-mail whether the book can be added to the collection.',
};
