import { Migration20250601000000InitialSchema } from './Migration20250601000000InitialSchema.ts';
import { Migration20261123000000ChangeNotifications } from './Migration20261123000000ChangeNotifications.ts';
import { Migration20261124000100SessionsAndPasswords } from './Migration20261124000100SessionsAndPasswords.ts';
import { Migration20261124100000AcademicRecords } from './Migration20261124100000AcademicRecords.ts';
import { Migration20261124100100Fees } from './Migration20261124100100Fees.ts';
import { Migration20261124100200Submissions } from './Migration20261124100200Submissions.ts';
import { Migration20261124100300EventPhotos } from './Migration20261124100300EventPhotos.ts';
import { Migration2026120700030001TeachingYear } from './Migration2026120700030001TeachingYear.ts';
import { Migration2026120700040001ExamSlotSubjects } from './Migration2026120700040001ExamSlotSubjects.ts';
import { Migration2026120700040002Announcements } from './Migration2026120700040002Announcements.ts';
import { Migration2026120700060001FeesOffice } from './Migration2026120700060001FeesOffice.ts';
import { Migration2026120700060002IssuedDocuments } from './Migration2026120700060002IssuedDocuments.ts';
import { Migration2026120700050001PasswordLinks } from './Migration2026120700050001PasswordLinks.ts';
import { Migration2026120700050002EventWebinar } from './Migration2026120700050002EventWebinar.ts';
import { Migration2026120700050003NewsletterSubscriptions } from './Migration2026120700050003NewsletterSubscriptions.ts';
import { Migration2026120700070001HallTicketKind } from './Migration2026120700070001HallTicketKind.ts';
import { Migration20261207013001ShortageIndex } from './Migration20261207013001ShortageIndex.ts';
import { Migration20261207013002AttendanceNotice } from './Migration20261207013002AttendanceNotice.ts';
import { Migration20261207013003ExamSessions } from './Migration20261207013003ExamSessions.ts';
import { Migration20261207013004StudentStatus } from './Migration20261207013004StudentStatus.ts';
import { Migration20261207013005ArchivedFaculty } from './Migration20261207013005ArchivedFaculty.ts';

/** Every migration, in order. New migrations are generated against a database migrated to the latest one. */
export const migrationsList = [
  { name: 'Migration20250601000000InitialSchema', class: Migration20250601000000InitialSchema },
  { name: 'Migration20261123000000ChangeNotifications', class: Migration20261123000000ChangeNotifications },
  { name: 'Migration20261124000100SessionsAndPasswords', class: Migration20261124000100SessionsAndPasswords },
  { name: 'Migration20261124100000AcademicRecords', class: Migration20261124100000AcademicRecords },
  { name: 'Migration20261124100100Fees', class: Migration20261124100100Fees },
  { name: 'Migration20261124100200Submissions', class: Migration20261124100200Submissions },
  { name: 'Migration20261124100300EventPhotos', class: Migration20261124100300EventPhotos },
  { name: 'Migration2026120700030001TeachingYear', class: Migration2026120700030001TeachingYear },
  { name: 'Migration2026120700040001ExamSlotSubjects', class: Migration2026120700040001ExamSlotSubjects },
  { name: 'Migration2026120700040002Announcements', class: Migration2026120700040002Announcements },
  { name: 'Migration2026120700060001FeesOffice', class: Migration2026120700060001FeesOffice },
  { name: 'Migration2026120700060002IssuedDocuments', class: Migration2026120700060002IssuedDocuments },
  { name: 'Migration2026120700050001PasswordLinks', class: Migration2026120700050001PasswordLinks },
  { name: 'Migration2026120700050002EventWebinar', class: Migration2026120700050002EventWebinar },
  { name: 'Migration2026120700050003NewsletterSubscriptions', class: Migration2026120700050003NewsletterSubscriptions },
  { name: 'Migration2026120700070001HallTicketKind', class: Migration2026120700070001HallTicketKind },
  { name: 'Migration20261207013001ShortageIndex', class: Migration20261207013001ShortageIndex },
  { name: 'Migration20261207013002AttendanceNotice', class: Migration20261207013002AttendanceNotice },
  { name: 'Migration20261207013003ExamSessions', class: Migration20261207013003ExamSessions },
  { name: 'Migration20261207013004StudentStatus', class: Migration20261207013004StudentStatus },
  { name: 'Migration20261207013005ArchivedFaculty', class: Migration20261207013005ArchivedFaculty },
];
