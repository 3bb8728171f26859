// The side button's and the hidden trigger's labels are on every public page; the form's own texts,
// validation and sending code (admissionEnquiry.ts) come with the form's chunk when it is opened.
export const admissionTriggerTexts = {
  open: 'Open admission form',
  close: 'Close admission form',
  hiddenTrigger: 'Admission enquiry form',
} as const;

/** Where the triggers lead before the page is live or without JavaScript: the contact form, whose options include admission. */
export const ADMISSION_ENQUIRY_PAGE = '/contact';
