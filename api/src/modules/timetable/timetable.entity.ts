import { defineEntity, p } from '@mikro-orm/core';
import { YEARS } from '../../shared/domain.ts';

/** The week of one year of study in one academic year; `version` grows with every save (a stale save gets 409). */
const TimetableSchema = defineEntity({
  name: 'Timetable',
  tableName: 'timetable',
  properties: {
    id: p.integer().primary(),
    academicYear: p.string().length(7),
    yearOfStudy: p.enum(YEARS),
    version: p.integer(),
  },
  uniques: [{ properties: ['academicYear', 'yearOfStudy'] }],
});

export class Timetable extends TimetableSchema.class {}
TimetableSchema.setClass(Timetable);
