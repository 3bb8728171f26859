import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { YEARS } from '../../shared/domain.ts';

const SubjectSchema = defineEntity({
  name: 'Subject',
  tableName: 'subject',
  triggers: [notifyTableChange],
  properties: {
    id: p.integer().primary(),
    code: p.string().length(20).unique(),
    name: p.string().length(150),
    year: p.enum(YEARS).index(),
  },
});

export class Subject extends SubjectSchema.class {}
SubjectSchema.setClass(Subject);
