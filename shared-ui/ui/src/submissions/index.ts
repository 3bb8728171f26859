// The public forms' sending part: the submission calls, one send per filled form, the honeypot and the
// receipt. Not a shared singleton: it is stateless, and each form's own chunk carries it, so no page
// downloads it before a form is shown.
export * from '../api/submissions.ts';
export { HoneypotField } from './HoneypotField.tsx';
export { SubmissionReceiptNote } from './SubmissionReceiptNote.tsx';
export { describeSubmissionError, type SubmissionErrors } from './submissionError.ts';
export { statusPagePath, submissionTexts } from './texts.ts';
export { type SubmissionState, type UseSubmissionOptions, useSubmission } from './useSubmission.ts';
