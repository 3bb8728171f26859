import { defineEntity, p } from '@mikro-orm/core';
import { YEARS } from '../../shared/domain.ts';
import { Subject } from '../subjects/subject.entity.ts';
import { TimetablePeriod } from '../timetable/timetable-period.entity.ts';

/**
 * One class held: a period on a date. It keeps its own subject, class and time, so changing the
 * timetable later never rewrites attendance already taken. One per period and date (a second save corrects it).
 */
const AttendanceSessionSchema = defineEntity({
  name: 'AttendanceSession',
  tableName: 'attendance_session',
  properties: {
    id: p.integer().primary(),
    period: () => p.manyToOne(TimetablePeriod).deleteRule('set null').nullable(),
    date: p.date(),
    academicYear: p.string().length(7),
    yearOfStudy: p.enum(YEARS),
    subject: () => p.manyToOne(Subject).deleteRule('cascade'),
    facultyId: p.integer().nullable(),
    startsAt: p.string().length(5),
    takenById: p.integer().nullable(),
    takenAt: p.datetime(),
  },
  uniques: [{ properties: ['period', 'date'] }],
  indexes: [{ properties: ['subject', 'academicYear'] }],
});

export class AttendanceSession extends AttendanceSessionSchema.class {}
AttendanceSessionSchema.setClass(AttendanceSession);
