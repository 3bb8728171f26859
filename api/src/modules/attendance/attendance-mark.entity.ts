import { defineEntity, p } from '@mikro-orm/core';
import { Student } from '../students/student.entity.ts';
import { AttendanceSession } from './attendance-session.entity.ts';

/** Whether one student was in one class. */
const AttendanceMarkSchema = defineEntity({
  name: 'AttendanceMark',
  tableName: 'attendance_mark',
  properties: {
    session: () => p.manyToOne(AttendanceSession).deleteRule('cascade').primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').primary().index(),
    present: p.boolean(),
  },
});

export class AttendanceMark extends AttendanceMarkSchema.class {}
AttendanceMarkSchema.setClass(AttendanceMark);
