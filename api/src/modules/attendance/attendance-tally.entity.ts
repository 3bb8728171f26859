import { defineEntity, p } from '@mikro-orm/core';
import { Student } from '../students/student.entity.ts';
import { Subject } from '../subjects/subject.entity.ts';

/**
 * Classes held and attended per student, subject and academic year, kept in step with the marks in the
 * same transaction, so the shortage list reads one row per student and subject instead of every mark.
 */
const AttendanceTallySchema = defineEntity({
  name: 'AttendanceTally',
  tableName: 'attendance_tally',
  properties: {
    student: () => p.manyToOne(Student).deleteRule('cascade').primary(),
    subject: () => p.manyToOne(Subject).deleteRule('cascade').primary().index(),
    academicYear: p.string().length(7).primary(),
    held: p.integer(),
    attended: p.integer(),
  },
  // the shortage list of one year of study reads its subjects' tallies of one academic year; the rows below
  // the threshold by the whole percentage (migration 2026120717060001)
  indexes: [
    { properties: ['academicYear', 'subject'] },
    {
      name: 'attendance_tally_shortage_index',
      expression: `create index "attendance_tally_shortage_index" on "attendance_tally" ("academic_year", "subject_id", (("attended" * 100) / "held")) include ("student_id", "attended", "held") where "held" > 0`,
    },
  ],
});

export class AttendanceTally extends AttendanceTallySchema.class {}
AttendanceTallySchema.setClass(AttendanceTally);
