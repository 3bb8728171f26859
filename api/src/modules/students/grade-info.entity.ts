import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { Subject } from '../subjects/subject.entity.ts';
import { Student } from './student.entity.ts';

const GradeInfoSchema = defineEntity({
  name: 'GradeInfo',
  tableName: 'grade_info',
  triggers: [notifyTableChange],
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    subject: () => p.manyToOne(Subject).index(),
    grade: p.string().length(4),
    gradePoint: p.integer(),
  },
  uniques: [{ properties: ['student', 'subject'] }],
});

export class GradeInfo extends GradeInfoSchema.class {}
GradeInfoSchema.setClass(GradeInfo);
