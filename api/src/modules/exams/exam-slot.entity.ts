import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';

/** One paper of the exam timetable on the public exams page. */
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
    subject: p.string().length(150),
    examCode: p.string().length(20),
    semester: p.string().length(60),
    venue: p.string().length(150),
    instructor: p.string().length(150),
  },
});

export class ExamSlot extends ExamSlotSchema.class {}
ExamSlotSchema.setClass(ExamSlot);
