import { PasswordLink } from '../modules/accounts/password-link.entity.ts';
import { NewsletterSubscription } from '../modules/newsletter/subscription.entity.ts';
import { CalendarEntry } from '../modules/academic-calendar/calendar-entry.entity.ts';
import { Assessment } from '../modules/assessments/assessment.entity.ts';
import { Mark } from '../modules/assessments/mark.entity.ts';
import { AuditLog } from '../modules/audit-log/audit-log.entity.ts';
import { Account } from '../modules/auth/account.entity.ts';
import { LoginFailure } from '../modules/auth/login-failure.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { ContactInfo } from '../modules/contact-info/contact-info.entity.ts';
import { Event } from '../modules/events/event.entity.ts';
import { ExamNotice } from '../modules/exams/exam-notice.entity.ts';
import { ExamSlot } from '../modules/exams/exam-slot.entity.ts';
import { Faculty } from '../modules/faculty/faculty.entity.ts';
import { Charge } from '../modules/fees/charge.entity.ts';
import { FeePlan } from '../modules/fees/fee-plan.entity.ts';
import { Payment } from '../modules/fees/payment.entity.ts';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.ts';
import { PersonalInfo } from '../modules/personal-info/personal-info.entity.ts';
import { GradeBand } from '../modules/results/grade-band.entity.ts';
import { Student } from '../modules/students/student.entity.ts';
import { Subject } from '../modules/subjects/subject.entity.ts';
import { SubmissionAttempt } from '../modules/submissions/submission-attempt.entity.ts';
import { Submission, SubmissionFile, SubmissionNote, SubmissionStatusChange } from '../modules/submissions/submission.entity.ts';
import { TeachingAssignment } from '../modules/teaching/teaching-assignment.entity.ts';

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
  ExamNotice,
  FeePlan,
  Charge,
  Payment,
  Submission,
  SubmissionFile,
  SubmissionNote,
  SubmissionStatusChange,
  SubmissionAttempt,
  MailOutbox,
  PasswordLink,
  NewsletterSubscription,
];
