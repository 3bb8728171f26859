import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { Faculty } from '../faculty/faculty.entity.ts';
import { Student } from '../students/student.entity.ts';

/** Belongs to exactly one student or one faculty member (check constraint in the migration). */
const PersonalInfoSchema = defineEntity({
  name: 'PersonalInfo',
  tableName: 'personal_info',
  triggers: [notifyTableChange],
  checks: [{ name: 'personal_info_owner_check', expression: `("student_id" is null) <> ("faculty_id" is null)` }],
  properties: {
    id: p.integer().primary(),
    dob: p.date(),
    address: p.text().nullable(),
    gender: p.string().length(20),
    nationality: p.string().length(100),
    religion: p.string().length(100),
    student: () => p.oneToOne(Student).inversedBy('personalInfo').owner().nullable().deleteRule('cascade'),
    faculty: () => p.oneToOne(Faculty).inversedBy('personalInfo').owner().nullable().deleteRule('cascade'),
  },
});

export class PersonalInfo extends PersonalInfoSchema.class {}
PersonalInfoSchema.setClass(PersonalInfo);
