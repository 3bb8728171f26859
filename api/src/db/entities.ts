import { Announcement, AnnouncementRecipient, NotificationSetting } from '../modules/announcements/announcement.entity.ts';
import { PasswordLink } from '../modules/accounts/password-link.entity.ts';
import { NewsletterSubscription } from '../modules/newsletter/subscription.entity.ts';
import { CalendarEntry } from '../modules/academic-calendar/calendar-entry.entity.ts';
import { Assessment } from '../modules/assessments/assessment.entity.ts';
import { Mark } from '../modules/assessments/mark.entity.ts';
import { AttendanceCondonation } from '../modules/attendance/attendance-condonation.entity.ts';
import { AttendanceMark } from '../modules/attendance/attendance-mark.entity.ts';
import { AttendanceSession } from '../modules/attendance/attendance-session.entity.ts';
import { AttendanceTally } from '../modules/attendance/attendance-tally.entity.ts';
import { AuditLog } from '../modules/audit-log/audit-log.entity.ts';
import { Account } from '../modules/auth/account.entity.ts';
import { LoginFailure } from '../modules/auth/login-failure.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { ContactInfo } from '../modules/contact-info/contact-info.entity.ts';
import { IssuedDocument } from '../modules/documents/issued-document.entity.ts';
import { Event } from '../modules/events/event.entity.ts';
import { ExamNotice } from '../modules/exams/exam-notice.entity.ts';
import { ExamSlot } from '../modules/exams/exam-slot.entity.ts';
import { ExamSession } from '../modules/hall-tickets/exam-session.entity.ts';
import { Faculty } from '../modules/faculty/faculty.entity.ts';
import { Charge } from '../modules/fees/charge.entity.ts';
import { Concession } from '../modules/fees/concession.entity.ts';
import { FeePlan } from '../modules/fees/fee-plan.entity.ts';
import { Payment } from '../modules/fees/payment.entity.ts';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.ts';
import { PersonalInfo } from '../modules/personal-info/personal-info.entity.ts';
import { GradeBand } from '../modules/results/grade-band.entity.ts';
import { AcademicYear } from '../modules/promotion/academic-year.entity.ts';
import { StudentYear } from '../modules/promotion/student-year.entity.ts';
import { CollegeSettings } from '../modules/settings/college-settings.entity.ts';
import { AdmissionDocument } from '../modules/student-files/admission-document.entity.ts';
import { Student } from '../modules/students/student.entity.ts';
import { Subject } from '../modules/subjects/subject.entity.ts';
import { SubmissionAttempt } from '../modules/submissions/submission-attempt.entity.ts';
import { Submission, SubmissionFile, SubmissionNote, SubmissionStatusChange } from '../modules/submissions/submission.entity.ts';
import { TeachingAssignment } from '../modules/teaching/teaching-assignment.entity.ts';
import { TimetablePeriod } from '../modules/timetable/timetable-period.entity.ts';
import { Timetable } from '../modules/timetable/timetable.entity.ts';

export const entities = [
  Account,
  Session,
  LoginFailure,
  AuditLog,
  Student,
  Faculty,
  PersonalInfo,
  ContactInfo,
  Subject,
  Event,
  CalendarEntry,
  TeachingAssignment,
  Assessment,
  Mark,
  GradeBand,
  ExamSlot,
  ExamSession,
  ExamNotice,
  FeePlan,
  Charge,
  Payment,
  Concession,
  IssuedDocument,
  AdmissionDocument,
  Submission,
  SubmissionFile,
  SubmissionNote,
  SubmissionStatusChange,
  SubmissionAttempt,
  MailOutbox,
  CollegeSettings,
  Timetable,
  TimetablePeriod,
  AttendanceSession,
  AttendanceMark,
  AttendanceTally,
  AttendanceCondonation,
  Announcement,
  AnnouncementRecipient,
  NotificationSetting,
  PasswordLink,
  NewsletterSubscription,
  AcademicYear,
  StudentYear,
];
