import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { Subject } from '../subjects/subject.entity.ts';

/**
 * One paper of the exam timetable. Its name, year and teachers are its subject's, read when it is read; a
 * subject with papers cannot be deleted (409).
 */
const ExamSlotSchema = defineEntity({
  name: 'ExamSlot',
  tableName: 'exam_slot',
  triggers: [notifyTableChange],
  checks: [{ name: 'exam_slot_duration_check', expression: `"duration_minutes" > 0` }],
  properties: {
    id: p.integer().primary(),
    date: p.date().index(),
    time: p.string().length(5),
    durationMinutes: p.integer(),
    subject: () => p.manyToOne(Subject).index(),
    examCode: p.string().length(20),
    venue: p.string().length(150),
  },
});

export class ExamSlot extends ExamSlotSchema.class {}
ExamSlotSchema.setClass(ExamSlot);
