import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { Student } from '../students/student.entity.ts';
import { Assessment } from './assessment.entity.ts';

/** A student's marks in one assessment: a number in 0.5 steps, or Absent (no number, counts as 0). */
const MarkSchema = defineEntity({
  name: 'Mark',
  tableName: 'mark',
  triggers: [notifyTableChange],
  checks: [
    { name: 'mark_absent_check', expression: `not "absent" or "marks" is null` },
    { name: 'mark_marks_check', expression: `"marks" >= 0 and "marks" * 2 = trunc("marks" * 2)` },
  ],
  properties: {
    id: p.integer().primary(),
    assessment: () => p.manyToOne(Assessment).deleteRule('cascade'),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    marks: p.decimal('number').precision(6).scale(1).nullable(),
    absent: p.boolean(),
  },
  uniques: [{ properties: ['assessment', 'student'] }],
});

export class Mark extends MarkSchema.class {}
MarkSchema.setClass(Mark);
