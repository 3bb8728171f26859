import { CalendarEntry } from '../modules/academic-calendar/calendar-entry.entity.ts';
import { AuditLog } from '../modules/audit-log/audit-log.entity.ts';
import { Account } from '../modules/auth/account.entity.ts';
import { LoginFailure } from '../modules/auth/login-failure.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { ContactInfo } from '../modules/contact-info/contact-info.entity.ts';
import { Event } from '../modules/events/event.entity.ts';
import { Faculty } from '../modules/faculty/faculty.entity.ts';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.ts';
import { PersonalInfo } from '../modules/personal-info/personal-info.entity.ts';
import { Fee } from '../modules/students/fee.entity.ts';
import { GradeInfo } from '../modules/students/grade-info.entity.ts';
import { Result } from '../modules/students/result.entity.ts';
import { Student } from '../modules/students/student.entity.ts';
import { Subject } from '../modules/subjects/subject.entity.ts';
import { SubmissionAttempt } from '../modules/submissions/submission-attempt.entity.ts';
import { Submission, SubmissionFile, SubmissionNote, SubmissionStatusChange } from '../modules/submissions/submission.entity.ts';

export const entities = [
  Account, Session, LoginFailure, AuditLog, Student, Fee, Result, GradeInfo, Faculty,
  PersonalInfo, ContactInfo, Subject, Event, CalendarEntry,
  Submission, SubmissionFile, SubmissionNote, SubmissionStatusChange, SubmissionAttempt, MailOutbox,
];
