import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { YEARS } from '../../shared/domain.ts';
import { ContactInfo } from '../contact-info/contact-info.entity.ts';
import { PersonalInfo } from '../personal-info/personal-info.entity.ts';
import { Fee } from './fee.entity.ts';

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
    personalInfo: () => p.oneToOne(PersonalInfo).mappedBy('student').nullable(),
    contactInfo: () => p.oneToOne(ContactInfo).mappedBy('student').nullable(),
    fees: () => p.oneToMany(Fee).mappedBy('student'),
  },
  indexes: [{ properties: ['firstName', 'lastName', 'id'] }, { properties: ['lastName'] }],
});

export class Student extends StudentSchema.class {}
StudentSchema.setClass(Student);
