import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { ExamSession } from '../hall-tickets/exam-session.entity.ts';
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
    /** The exam session whose hall ticket lists this paper, if any. */
    session: () => p.manyToOne(ExamSession).nullable().deleteRule('set null').index(),
  },
});

export class ExamSlot extends ExamSlotSchema.class {}
ExamSlotSchema.setClass(ExamSlot);
