import { defineEntity, p } from '@mikro-orm/core';
import { USER_TYPES } from '../../shared/domain.ts';
import { Faculty } from '../faculty/faculty.entity.ts';
import { Student } from '../students/student.entity.ts';

/** A sign-in identity: admin by username, student and faculty by (lower-case) e-mail. */
const AccountSchema = defineEntity({
  name: 'Account',
  tableName: 'account',
  checks: [
    {
      name: 'account_owner_check',
      expression: `("type" = 'admin' and "student_id" is null and "faculty_id" is null) or ("type" = 'student' and "student_id" is not null) or ("type" = 'faculty' and "faculty_id" is not null)`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    type: p.enum(USER_TYPES),
    login: p.string().length(254),
    passwordHash: p.text(),
    mustChangePassword: p.boolean().default(false),
    /** When the password was last set: a one-time password expires a while after it. */
    passwordSetAt: p.datetime().onCreate(() => new Date()),
    student: () => p.oneToOne(Student).owner().nullable().deleteRule('cascade'),
    faculty: () => p.oneToOne(Faculty).owner().nullable().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['type', 'login'] }],
});

export class Account extends AccountSchema.class {}
AccountSchema.setClass(Account);
