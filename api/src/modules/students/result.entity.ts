import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { Subject } from '../subjects/subject.entity.ts';
import { Student } from './student.entity.ts';

const ResultSchema = defineEntity({
  name: 'Result',
  tableName: 'result',
  triggers: [notifyTableChange],
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    subject: () => p.manyToOne(Subject).index(),
    marks: p.integer(),
    maxMarks: p.integer(),
    examDate: p.date(),
  },
});

export class Result extends ResultSchema.class {}
ResultSchema.setClass(Result);
