import { defineEntity, p } from '@mikro-orm/core';
import { Faculty } from '../faculty/faculty.entity.ts';
import { Subject } from '../subjects/subject.entity.ts';
import { Timetable } from './timetable.entity.ts';

/** A weekly period: weekday 1 (Monday) to 6, times `HH:MM` (compared as text, which orders them). */
const TimetablePeriodSchema = defineEntity({
  name: 'TimetablePeriod',
  tableName: 'timetable_period',
  checks: [{ name: 'timetable_period_times_check', expression: `"starts_at" < "ends_at" and "weekday" >= 1 and "weekday" <= 6` }],
  properties: {
    id: p.integer().primary(),
    timetable: () => p.manyToOne(Timetable).deleteRule('cascade').index(),
    weekday: p.smallint(),
    startsAt: p.string().length(5),
    endsAt: p.string().length(5),
    subject: () => p.manyToOne(Subject).deleteRule('cascade').index(),
    faculty: () => p.manyToOne(Faculty).deleteRule('cascade').index(),
    room: p.string().length(40),
  },
});

export class TimetablePeriod extends TimetablePeriodSchema.class {}
TimetablePeriodSchema.setClass(TimetablePeriod);
