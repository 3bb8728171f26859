// /applications/status: a visitor checks a submission by its reference number and e-mail address.
import { pageTitle } from '../../lib/links.ts';

export const applicationStatusText = {
  meta: {
    title: pageTitle('Application Status'),
    description: 'Check the status of your scholarship application, admission enquiry or other request with its reference number and e-mail address.',
  },
  heading: 'Check Your Application Status',
  intro: 'Enter the reference number you received after sending the form and the e-mail address you gave in it.',
  reference: 'Reference number',
  referenceHint: 'For example SCH-7K3M-Q9XD',
  email: 'Email',
  submit: 'Check status',
  checking: 'Checking…',
  referenceRequired: 'Reference number is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  notFound: 'No application matches that reference number and e-mail address.',
  statusLine: 'Status',
  resultHeading: (reference: string) => `Application ${reference}`,
};
