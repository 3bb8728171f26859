export const statusPagePath = '/applications/status';

export const submissionTexts = {
  sending: 'Sending…',
  referenceLabel: 'Your reference number',
  keepReference: 'Keep it with the e-mail address you gave: together they show where your submission stands.',
  checkStatus: 'Check the status of your application',
  network: 'We could not reach the college. Check your connection and try again; your form is kept.',
  failed: 'Something went wrong on our side. Please try again in a moment; your form is kept.',
  honeypotLabel: 'Website (leave empty)',
} as const;
