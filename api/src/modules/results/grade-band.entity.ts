import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';

/** One row of the grade scale: a percentage at or above `minPercentage` earns `letter` and `gradePoint`. */
const GradeBandSchema = defineEntity({
  name: 'GradeBand',
  tableName: 'grade_band',
  triggers: [notifyTableChange],
  checks: [
    { name: 'grade_band_min_percentage_check', expression: `"min_percentage" >= 0 and "min_percentage" <= 100` },
    { name: 'grade_band_grade_point_check', expression: `"grade_point" >= 0 and "grade_point" <= 10` },
  ],
  properties: {
    id: p.integer().primary(),
    minPercentage: p.decimal('number').precision(5).scale(2).unique(),
    letter: p.string().length(4).unique(),
    gradePoint: p.decimal('number').precision(4).scale(2),
  },
});

export class GradeBand extends GradeBandSchema.class {}
GradeBandSchema.setClass(GradeBand);

/** The college's scale, as the demo data and the results migrated from before were graded. */
export const DEFAULT_GRADE_SCALE = [
  { minPercentage: 85, letter: 'A+', gradePoint: 10 },
  { minPercentage: 75, letter: 'A', gradePoint: 9 },
  { minPercentage: 65, letter: 'B+', gradePoint: 8 },
  { minPercentage: 55, letter: 'B', gradePoint: 7 },
  { minPercentage: 50, letter: 'C', gradePoint: 6 },
  { minPercentage: 0, letter: 'F', gradePoint: 0 },
];
