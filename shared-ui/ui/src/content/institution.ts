// Every institution-specific fact lives here (CONTRACT section 8): edit facts in one place.
// Values SPEC.md does not give are plain placeholders, marked PLACEHOLDER, never invented real data.

export const institution = {
  /** PLACEHOLDER: the college's registered name. */
  name: 'College of Physiotherapy',
  shortName: 'CoP',
  /** PLACEHOLDER: the short college code shown in the top bar. */
  collegeCode: 'CPT-00',
  /** PLACEHOLDER: the managing child guidance centre. */
  managingBody: 'Child Guidance Centre',
  /** PLACEHOLDER: the affiliating state health sciences university. */
  university: 'State Health Sciences University',
  /** PLACEHOLDER: the approving state council. */
  council: 'State Allied and Healthcare Professions Council',
  /** PLACEHOLDER: council registration number quoted in the FAQ. */
  councilRegistrationNumber: 'REG-0000-PLACEHOLDER',
  address: {
    lines: ['College campus (address placeholder)', 'Guntur, Andhra Pradesh'],
    postalCode: '522 529',
    city: 'Guntur',
    state: 'Andhra Pradesh',
    country: 'India',
  },
  /** PLACEHOLDER numbers in the reserved 00000 range. */
  phone: '+91 00000 00000',
  chatNumber: '910000000000',
  researchChatNumber: '910000000001',
  emails: {
    info: 'info@college.example',
    admissions: 'admissions@college.example',
    principal: 'principal@college.example',
    exams: 'exams@college.example',
  },
  /** Domain of generated placeholder e-mails (student{timestamp}@...). */
  emailDomain: 'college.example',
  officeHours: [
    { days: 'Monday to Friday', hours: '9:30 AM to 5:00 PM' },
    { days: 'Saturday', hours: '9:30 AM to 1:00 PM' },
  ],
  lastUpdated: 'May-2025',
  /** PLACEHOLDER external forms (SPEC section 7 hand-offs), under a reserved example domain. */
  externalForms: {
    admission: 'https://forms.example.com/admission-application',
    feedback: 'https://forms.example.com/feedback',
    grievance: 'https://forms.example.com/grievance',
  },
  /** PLACEHOLDER social profiles; the chat app link is built from chatNumber. */
  social: {
    linkedin: 'https://linkedin.example.com/college-placeholder',
    instagram: 'https://instagram.example.com/college-placeholder',
    facebook: 'https://facebook.example.com/college-placeholder',
  },
  /** PLACEHOLDER map: the embed is loaded only when the visitor asks for it (no third-party request on first load). */
  map: {
    embedUrl: 'https://maps.example.com/embed?q=Guntur%2C+Andhra+Pradesh+522529',
    linkUrl: 'https://maps.example.com/?q=Guntur%2C+Andhra+Pradesh+522529',
  },
  /** PLACEHOLDER developer credit shown in the footer. */
  developer: {
    name: 'Web developer (placeholder)',
    email: 'developer@developer.example',
    website: 'https://developer.example',
  },
  /** Greeting pre-filled by the help widget's chat link. */
  helpChatGreeting: 'Hello, I would like to know more about the college.',
} as const;

export type Institution = typeof institution;
