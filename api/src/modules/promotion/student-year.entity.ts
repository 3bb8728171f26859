import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { YEAR_OUTCOMES } from '../../contract.ts';
import { YEARS } from '../../shared/domain.ts';
import { Student } from '../students/student.entity.ts';

/** A student's year of study in one academic year and what became of them at its end (one row per year). */
const StudentYearSchema = defineEntity({
  name: 'StudentYear',
  tableName: 'student_year',
  triggers: [notifyTableChange],
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    academicYear: p.string().length(7),
    yearOfStudy: p.enum(YEARS),
    outcome: p.enum(YEAR_OUTCOMES),
    decidedByName: p.string().length(254),
    decidedAt: p.datetime(),
  },
  uniques: [{ properties: ['student', 'academicYear'] }],
});

export class StudentYear extends StudentYearSchema.class {}
StudentYearSchema.setClass(StudentYear);
