// The limits and formats that the API and the portals' forms both enforce. The API's schemas
// (./*.ts beside this file) are built from these values, and the forms read them from here, so a form
// never lets through what the API refuses nor refuses what it takes. Plain values and small functions
// only: a portal importing this file gets a few hundred bytes, never the schema library.

import { fitsEmail, lengthOf, matches } from './formats.ts';

// What every page's core needs (the sign-in checks) is in ./formats.ts, so a page carries the rest only where a form uses it.
export * from './formats.ts';

// ---- closed lists ----------------------------------------------------------------------------------

export const YEARS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'] as const;
export type Year = (typeof YEARS)[number];

export const QUOTAS = ['convener', 'management'] as const;
export type Quota = (typeof QUOTAS)[number];

/** A graduated or archived student is out of current lists and signs in to their own documents only. */
export const STUDENT_STATUSES = ['active', 'graduated', 'archived'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const FACULTY_STATUSES = ['active', 'archived'] as const;

export const STUDENT_GENDERS = ['Male', 'Female', 'Other'] as const;
export const FACULTY_GENDERS = [...STUDENT_GENDERS, 'Not specified'] as const;

export const USER_TYPES = ['admin', 'student', 'faculty'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PAYMENT_MODES = ['cash', 'upi', 'card', 'bank-transfer', 'cheque', 'demand-draft'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const ASSESSMENT_STATUSES = ['draft', 'published'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const SUBMISSION_KINDS = ['scholarship', 'admission', 'contact', 'research-proposal', 'book-request'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_STATUSES = ['new', 'in-review', 'accepted', 'rejected', 'closed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** The status in words, as the visitor and the college office read it (the API's answer pages too). */
export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  new: 'New',
  'in-review': 'In review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  closed: 'Closed',
};

export const CONTACT_OPTIONS = ['admission', 'course', 'support', 'custom'] as const;
export type ContactOption = (typeof CONTACT_OPTIONS)[number];

// ---- text ------------------------------------------------------------------------------------------

/** Students' and faculty members' records (lengths in characters). */
export const PERSON_LIMITS = {
  name: 100,
  enrollmentNumber: 40,
  profilePic: 255,
  address: 500,
  nationality: 100,
  religion: 100,
  designation: 100,
  specialization: 150,
  maxExperienceYears: 80,
} as const;

/** A phone number on a student's or faculty member's record: digits, spaces, +, -, ( and ), or nothing. */
export const RECORD_PHONE = { maxLength: 20, pattern: '^[0-9+()\\- ]*$' } as const;

/** The CSV import of students: rows per file (one request, one transaction). */
export const STUDENT_IMPORT_MAX_ROWS = 500;

export const SUBJECT_LIMITS = { code: 20, name: 150 } as const;
export const CALENDAR_EVENT_MAX = 200;
export const EVENT_TITLE_MAX = 200;
/** An event photo, base64-encoded (the file itself may be three quarters of this). */
export const EVENT_PHOTO_BASE64_MAX = 5 * 1024 * 1024;
export const EVENT_PHOTO_FILE_MAX = (EVENT_PHOTO_BASE64_MAX * 3) / 4;

export const EXAM_SLOT_LIMITS = { examCode: 20, venue: 150, minDuration: 1, maxDuration: 720 } as const;
export const EXAM_NOTICE_MAX = 500;
/** `HH:MM`, 24-hour clock. */
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

export const ASSESSMENT_LIMITS = { name: 100, minMarks: 1, maxMarks: 1000, minWeight: 1, maxWeight: 100, maxEntries: 2000 } as const;
export const GRADE_SCALE_LIMITS = { letter: 4, maxGradePoint: 10, minBands: 1, maxBands: 20 } as const;

/** The class timetable and attendance: a period lies inside the college day, Monday (1) to Saturday (6). */
export const TIMETABLE_LIMITS = { room: 40, dayStart: '07:00', dayEnd: '20:00', minWeekday: 1, maxWeekday: 6, maxPeriods: 120, reason: 500 } as const;
/** The college settings' bounds: a threshold in percent, a correction window in days. */
/** An exam session's name and how many papers it may hold. */
export const EXAM_SESSION_LIMITS = { name: 120, papers: 200 } as const;

export const SETTINGS_LIMITS = { minThreshold: 1, maxThreshold: 100, maxCorrectionDays: 60, maxFormerStudentYears: 50 } as const;

/** Rupees, whole. */
export const FEE_LIMITS = { maxAmount: 100_000_000, receiptNumber: 40, note: 500, maxPlans: 8 } as const;

export const INBOX_NOTE_MAX = 2000;

/** The admin lists: `?q=` and page sizes. */
export const LIST_LIMITS = { search: 100, maxPageSize: 100 } as const;

/** An academic year, written `2026-27`. */
export const ACADEMIC_YEAR_PATTERN = '^[0-9]{4}-[0-9]{2}$';

// ---- the public forms (applications) -----------------------------------------------------------------

/** A phone number on a public form: 7 to 20 characters, starting with + or a digit and ending with a digit. */
export const FORM_PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{5,18}[0-9]$';
/** The scholarship form's phone number: exactly ten digits. */
export const SCHOLARSHIP_PHONE_DIGITS = 10;
export const SCHOLARSHIP_PHONE_PATTERN = `^[0-9]{${SCHOLARSHIP_PHONE_DIGITS}}$`;

export const SUBMISSION_LIMITS = {
  name: 100,
  phone: 20,
  customOption: 100,
  description: 2000,
  enrollmentNumber: 50,
  /** The scholarship's personal statement: words (the message says words, and so does the rule). */
  statementWords: 500,
  /** ... and characters, so a statement of 500 very long "words" is still bounded. */
  statementChars: 5000,
  communityInvolvement: 2000,
  proposalTopic: 300,
  proposalTitle: 200,
  proposalDescription: 5000,
  bookTitle: 200,
  author: 200,
  minPercentage: 85,
  maxPercentage: 100,
  maxNeetRank: 10_000_000,
  /** Each PDF sent with a form. */
  fileBytes: 5 * 1024 * 1024,
  reference: 40,
} as const;

/** The multipart forms' fields (the API reads them by these names): text fields, and PDF files (each at most SUBMISSION_LIMITS.fileBytes). */
export const SCHOLARSHIP_TEXT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'academicPercentage',
  'enrollmentNumber',
  'personalStatement',
  'communityInvolvement',
] as const;
export const SCHOLARSHIP_FILE_FIELDS = ['incomeCertificate', 'recommendationLetter', 'academicTranscript'] as const;
export const PROPOSAL_TEXT_FIELDS = ['name', 'email', 'topic', 'title', 'description'] as const;
export const PROPOSAL_FILE_FIELDS = ['document'] as const;

// ---- the checks both sides run -------------------------------------------------------------------------

// On a public form: one plain address, nothing a mail header would read as a second recipient, a display
// name or a comment (the college's acknowledgement is mailed to it).
/** A marksheet's or transcript's code: twelve letters and digits in groups of four (no 0, O, 1, I or L, misread on paper). */
export const VERIFICATION_CODE_PATTERN = '^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$';

const PLAIN = '[^\\s@,;:<>()[\\]"\\\\\\u0000-\\u001F\\u007F]+';
export const SUBMISSION_EMAIL_PATTERN = `^${PLAIN}@${PLAIN}\\.${PLAIN}$`;

export const isSubmissionEmail = (value: string) => fitsEmail(value, SUBMISSION_EMAIL_PATTERN);
export const isRecordPhone = (value: string) => lengthOf(value.trim()) <= RECORD_PHONE.maxLength && matches(value.trim(), RECORD_PHONE.pattern);
export const isFormPhone = (value: string) => matches(value.trim(), FORM_PHONE_PATTERN);

/** Whether a form's value is one of a closed list's (and so may be sent as it). */
export const oneOf = <const T extends string>(choices: readonly T[], value: string): value is T => (choices as readonly string[]).includes(value);

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** `field must be at most N characters`, or undefined when the trimmed value fits. */
export const lengthProblem = (label: string, value: string, max: number) =>
  lengthOf(value.trim()) > max ? `${label} must be at most ${max} characters` : undefined;

export const ANNOUNCEMENT_LIMITS = { title: 150, body: 4000, list: 50 } as const;
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'year', 'subject', 'student'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_KINDS = ['posted', 'results', 'fee-due', 'fee-overdue', 'attendance'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
/** Where the subscription mail's links lead (the public portal's page; the API writes the links). */
export const NEWSLETTER_PAGE = '/newsletter';

/** Charges the office adds by hand; the annual and one-time fees come from the fee plans. */
export const ADHOC_CHARGE_KINDS = ['fine', 'lab-fee', 'other'] as const;
export const CHARGE_KINDS = ['annual', 'one-time', ...ADHOC_CHARGE_KINDS] as const;
export const CONCESSION_KINDS = ['concession', 'scholarship'] as const;
export const FEES_OFFICE_LIMITS = { description: 200, reason: 500, registerDays: 366 } as const;

/** The admission documents a student uploads, in the order of the admissions page's list (content/admissions.ts). */
export const ADMISSION_DOCUMENT_KINDS = [
  'ssc-marks-memo',
  'intermediate-marks-memo',
  'transfer-certificate',
  'study-certificates',
  'conduct-certificate',
  'caste-certificate',
  'income-certificate',
  'aadhaar-card',
  'passport-photographs',
] as const;
export type AdmissionDocumentKind = (typeof ADMISSION_DOCUMENT_KINDS)[number];
/** `missing`: not uploaded yet; an upload is `waiting` until the office verifies or rejects it. */
export const ADMISSION_DOCUMENT_STATUSES = ['missing', 'waiting', 'verified', 'rejected'] as const;
export type AdmissionDocumentStatus = (typeof ADMISSION_DOCUMENT_STATUSES)[number];
export const STUDENT_FILE_LIMITS = { photoBytes: 5 * 1024 * 1024, documentBytes: 5 * 1024 * 1024, reason: 500 } as const;
