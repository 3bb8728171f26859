import { CalendarEntry } from '../modules/academic-calendar/calendar-entry.entity.ts';
import { AuditLog } from '../modules/audit-log/audit-log.entity.ts';
import { Account } from '../modules/auth/account.entity.ts';
import { LoginFailure } from '../modules/auth/login-failure.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { ContactInfo } from '../modules/contact-info/contact-info.entity.ts';
import { Event } from '../modules/events/event.entity.ts';
import { Faculty } from '../modules/faculty/faculty.entity.ts';
import { Charge } from '../modules/fees/charge.entity.ts';
import { FeePlan } from '../modules/fees/fee-plan.entity.ts';
import { Payment } from '../modules/fees/payment.entity.ts';
import { PersonalInfo } from '../modules/personal-info/personal-info.entity.ts';
import { GradeInfo } from '../modules/students/grade-info.entity.ts';
import { Result } from '../modules/students/result.entity.ts';
import { Student } from '../modules/students/student.entity.ts';
import { Subject } from '../modules/subjects/subject.entity.ts';

export const entities = [
  Account, Session, LoginFailure, AuditLog, Student, Result, GradeInfo, Faculty,
  PersonalInfo, ContactInfo, Subject, Event, CalendarEntry,
  FeePlan, Charge, Payment,
];
