import { defineEntity, p } from '@mikro-orm/core';

/** An exam session the college holds ("University exams, December 2026"): its papers are exam slots naming it. */
const ExamSessionSchema = defineEntity({
  name: 'ExamSession',
  tableName: 'exam_session',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    /** Published: eligible students download its hall ticket. */
    published: p.boolean(),
    createdAt: p.datetime(),
  },
});

export class ExamSession extends ExamSessionSchema.class {}
ExamSessionSchema.setClass(ExamSession);
