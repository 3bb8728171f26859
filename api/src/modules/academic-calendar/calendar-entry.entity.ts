import { defineEntity, p } from '@mikro-orm/core';
import { YEARS } from '../../shared/domain.ts';

const CalendarEntrySchema = defineEntity({
  name: 'CalendarEntry',
  tableName: 'academic_calendar_entry',
  properties: {
    id: p.integer().primary(),
    year: p.enum(YEARS).index(),
    event: p.string().length(200),
    date: p.date().index(),
  },
});

export class CalendarEntry extends CalendarEntrySchema.class {}
CalendarEntrySchema.setClass(CalendarEntry);
