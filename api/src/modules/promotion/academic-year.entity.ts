import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';

/**
 * An academic year (`2026-27`) as data. Which one is current is the college setting; `promotedAt` marks a
 * year whose year-end promotion has run, so it never runs twice.
 */
const AcademicYearSchema = defineEntity({
  name: 'AcademicYear',
  tableName: 'academic_year',
  triggers: [notifyTableChange],
  checks: [{ name: 'academic_year_dates_check', expression: `"starts_on" < "ends_on"` }],
  properties: {
    name: p.string().length(7).primary(),
    startsOn: p.date(),
    endsOn: p.date(),
    promotedAt: p.datetime().nullable(),
    promotedByName: p.string().length(254).nullable(),
  },
});

export class AcademicYear extends AcademicYearSchema.class {}
AcademicYearSchema.setClass(AcademicYear);
