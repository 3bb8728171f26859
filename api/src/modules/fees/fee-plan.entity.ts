import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { QUOTAS, YEARS } from '../../shared/domain.ts';

/** What a quota's students pay in one year of study of one academic year. */
const FeePlanSchema = defineEntity({
  name: 'FeePlan',
  tableName: 'fee_plan',
  triggers: [notifyTableChange],
  checks: [{ name: 'fee_plan_amounts_check', expression: `"annual_fee" >= 0 and "one_time_fee" >= 0` }],
  properties: {
    id: p.integer().primary(),
    academicYear: p.string().length(7),
    quota: p.enum(QUOTAS),
    yearOfStudy: p.enum(YEARS),
    annualFee: p.integer(),
    oneTimeFee: p.integer(),
    dueDate: p.date(),
  },
  uniques: [{ properties: ['academicYear', 'quota', 'yearOfStudy'] }],
});

export class FeePlan extends FeePlanSchema.class {}
FeePlanSchema.setClass(FeePlan);
