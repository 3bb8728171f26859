import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { Faculty } from '../faculty/faculty.entity.ts';
import { Student } from '../students/student.entity.ts';

/** Belongs to exactly one student or one faculty member (check constraint in the migration). */
const ContactInfoSchema = defineEntity({
  name: 'ContactInfo',
  tableName: 'contact_info',
  triggers: [notifyTableChange],
  checks: [{ name: 'contact_info_owner_check', expression: `("student_id" is null) <> ("faculty_id" is null)` }],
  properties: {
    id: p.integer().primary(),
    email: p.string().length(254).unique(),
    phone: p.string().length(20).nullable(),
    student: () => p.oneToOne(Student).inversedBy('contactInfo').owner().nullable().deleteRule('cascade'),
    faculty: () => p.oneToOne(Faculty).inversedBy('contactInfo').owner().nullable().deleteRule('cascade'),
  },
});

export class ContactInfo extends ContactInfoSchema.class {}
ContactInfoSchema.setClass(ContactInfo);
