import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { QUOTAS, STUDENT_STATUSES, YEARS } from '../../shared/domain.ts';
import { ContactInfo } from '../contact-info/contact-info.entity.ts';
import { Charge } from '../fees/charge.entity.ts';
import { Payment } from '../fees/payment.entity.ts';
import { PersonalInfo } from '../personal-info/personal-info.entity.ts';

const StudentSchema = defineEntity({
  name: 'Student',
  tableName: 'student',
  triggers: [notifyTableChange],
  properties: {
    id: p.integer().primary(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    enrollmentNumber: p.string().length(40).unique(),
    profilePic: p.string().length(255).nullable(),
    fatherFirstName: p.string().length(100),
    fatherLastName: p.string().length(100),
    motherFirstName: p.string().length(100),
    motherLastName: p.string().length(100),
    year: p.enum(YEARS).index(),
    quota: p.enum(QUOTAS).default('convener'),
    /** Active; graduated or archived: out of current lists, signing in to their documents only (CONTRACT §10). */
    status: p.enum(STUDENT_STATUSES).default('active').index(),
    statusChangedAt: p.datetime().nullable(),
    personalInfo: () => p.oneToOne(PersonalInfo).mappedBy('student').nullable(),
    contactInfo: () => p.oneToOne(ContactInfo).mappedBy('student').nullable(),
    charges: () => p.oneToMany(Charge).mappedBy('student'),
    payments: () => p.oneToMany(Payment).mappedBy('student'),
  },
  indexes: [
    { properties: ['firstName', 'lastName', 'id'] },
    { properties: ['lastName'] },
    // the few students no longer active, which lists of current students leave out
    { name: 'student_not_active_index', expression: `create index "student_not_active_index" on "student" ("id") where "status" <> 'active'` },
  ],
});

export class Student extends StudentSchema.class {}
StudentSchema.setClass(Student);
