import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { Faculty } from '../faculty/faculty.entity.ts';
import { Subject } from '../subjects/subject.entity.ts';

/** Who teaches a subject in an academic year (`2026-27`): that faculty member may enter its marks. */
const TeachingAssignmentSchema = defineEntity({
  name: 'TeachingAssignment',
  tableName: 'teaching_assignment',
  triggers: [notifyTableChange],
  properties: {
    id: p.integer().primary(),
    faculty: () => p.manyToOne(Faculty).deleteRule('cascade').index(),
    subject: () => p.manyToOne(Subject).deleteRule('cascade').index(),
    academicYear: p.string().length(7),
  },
  uniques: [{ properties: ['faculty', 'subject', 'academicYear'] }],
});

export class TeachingAssignment extends TeachingAssignmentSchema.class {}
TeachingAssignmentSchema.setClass(TeachingAssignment);
