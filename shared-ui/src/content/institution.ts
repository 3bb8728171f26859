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
} as const;

export type Institution = typeof institution;
