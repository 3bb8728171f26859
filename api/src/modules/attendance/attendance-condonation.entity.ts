import { defineEntity, p } from '@mikro-orm/core';
import { Student } from '../students/student.entity.ts';
import { Subject } from '../subjects/subject.entity.ts';

/** A shortage the college excused, with its reason; `condonedById` names the account without a foreign key. */
const AttendanceCondonationSchema = defineEntity({
  name: 'AttendanceCondonation',
  tableName: 'attendance_condonation',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    subject: () => p.manyToOne(Subject).deleteRule('cascade'),
    academicYear: p.string().length(7),
    reason: p.string().length(500),
    condonedById: p.integer().nullable(),
    condonedByName: p.string().length(254),
    condonedAt: p.datetime(),
  },
  uniques: [{ properties: ['student', 'subject', 'academicYear'] }],
});

export class AttendanceCondonation extends AttendanceCondonationSchema.class {}
AttendanceCondonationSchema.setClass(AttendanceCondonation);
