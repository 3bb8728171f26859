import { defineEntity, p } from '@mikro-orm/core';
import { FACULTY_STATUSES } from '../../shared/domain.ts';
import { ContactInfo } from '../contact-info/contact-info.entity.ts';
import { PersonalInfo } from '../personal-info/personal-info.entity.ts';

const FacultySchema = defineEntity({
  name: 'Faculty',
  tableName: 'faculty',
  checks: [{ name: 'faculty_experience_years_check', expression: `"experience_years" >= 0` }],
  properties: {
    id: p.integer().primary(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    designation: p.string().length(100),
    specialization: p.string().length(150),
    experienceYears: p.integer(),
    yearOfJoining: p.date(),
    /** Archived: deleted with a history; out of current lists and unable to sign in. */
    status: p.enum(FACULTY_STATUSES).default('active'),
    statusChangedAt: p.datetime().nullable(),
    personalInfo: () => p.oneToOne(PersonalInfo).mappedBy('faculty').nullable(),
    contactInfo: () => p.oneToOne(ContactInfo).mappedBy('faculty').nullable(),
  },
  indexes: [{ properties: ['firstName', 'lastName', 'id'] }],
});

export class Faculty extends FacultySchema.class {}
FacultySchema.setClass(Faculty);
