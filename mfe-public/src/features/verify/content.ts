// /verify: anyone checks a marksheet or transcript by the verification code printed on it.
import { pageTitle } from '../../lib/links.ts';

export const verifyText = {
  meta: {
    title: pageTitle('Verify a Marksheet or Transcript'),
    description: 'Check a marksheet or transcript issued by the college: enter the verification code printed on it to see whose it is and what it states.',
  },
  heading: 'Verify a Marksheet or Transcript',
  intro: 'Enter the verification code printed at the foot of the document. The college’s record of it is shown below, to compare with the paper copy.',
  code: 'Verification code',
  codeHint: 'Twelve letters and digits, for example ABCD-EFGH-JKMN',
  submit: 'Verify',
  checking: 'Checking…',
  codeRequired: 'Verification code is required',
  codeInvalid: 'A verification code has twelve letters and digits, like ABCD-EFGH-JKMN',
  notFound: 'No marksheet, transcript or hall ticket has this verification code.',
  failed: 'The code could not be checked just now. Please try again.',
  network: 'The code could not be checked: no answer from the server. Please check your connection and try again.',
  genuine: 'Issued by the college',
  kind: { marksheet: 'Marksheet', transcript: 'Transcript', hall_ticket: 'Hall ticket' },
  papers: 'Papers this hall ticket admits to',
  paperColumns: ['Date', 'Time', 'Code', 'Paper', 'Room'] as const,
  roomLater: 'To be announced',
  name: 'Name',
  enrollmentNumber: 'Enrollment number',
  notProvided: 'Not provided',
  issuedOn: 'Issued on',
  issuedBy: 'Issued by',
  columns: ['Code', 'Subject', 'Percentage', 'Grade', 'Grade point', 'Result'] as const,
  pass: 'Pass',
  fail: 'Fail',
  notAvailable: 'not available',
};
