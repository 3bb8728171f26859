import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';

/** A notice on the public exams page; important ones are shown in red. */
const ExamNoticeSchema = defineEntity({
  name: 'ExamNotice',
  tableName: 'exam_notice',
  triggers: [notifyTableChange],
  properties: {
    id: p.integer().primary(),
    text: p.string().length(500),
    publishedOn: p.date().index(),
    important: p.boolean(),
  },
});

export class ExamNotice extends ExamNoticeSchema.class {}
ExamNoticeSchema.setClass(ExamNotice);
