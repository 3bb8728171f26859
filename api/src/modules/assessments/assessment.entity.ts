import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { ASSESSMENT_STATUSES } from '../../contract.ts';
import { Subject } from '../subjects/subject.entity.ts';

export { ASSESSMENT_STATUSES };

/**
 * An internal test or exam of a subject in an academic year. `version` counts saves of the assessment
 * and its marks: a save carrying an older version is refused (someone else saved meanwhile).
 */
const AssessmentSchema = defineEntity({
  name: 'Assessment',
  tableName: 'assessment',
  triggers: [notifyTableChange],
  checks: [
    { name: 'assessment_max_marks_check', expression: `"max_marks" > 0` },
    { name: 'assessment_weight_check', expression: `"weight" >= 1 and "weight" <= 100` },
  ],
  properties: {
    id: p.integer().primary(),
    subject: () => p.manyToOne(Subject).index(),
    academicYear: p.string().length(7),
    name: p.string().length(100),
    maxMarks: p.integer(),
    date: p.date(),
    weight: p.integer(),
    status: p.enum(ASSESSMENT_STATUSES),
    publishedAt: p.datetime().nullable(),
    version: p.integer(),
  },
  indexes: [{ properties: ['subject', 'academicYear'] }],
});

export class Assessment extends AssessmentSchema.class {}
AssessmentSchema.setClass(Assessment);
