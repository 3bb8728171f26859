import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { CHARGE_KINDS } from '../../contract.ts';
import { YEARS } from '../../shared/domain.ts';
import { Student } from '../students/student.entity.ts';
import { Concession } from './concession.entity.ts';
import { FeePlan } from './fee-plan.entity.ts';

/** An amount a student owes. What is paid of it is never stored: payments are allocated to charges when read. */
const ChargeSchema = defineEntity({
  name: 'Charge',
  tableName: 'charge',
  triggers: [notifyTableChange],
  checks: [{ name: 'charge_amount_check', expression: `"amount" >= 0` }],
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    academicYear: p.string().length(7),
    yearOfStudy: p.enum(YEARS),
    kind: p.enum(CHARGE_KINDS),
    description: p.string().length(200),
    amount: p.integer(),
    dueDate: p.date(),
    plan: () => p.manyToOne(FeePlan).nullable().deleteRule('set null'),
    concessions: () => p.oneToMany(Concession).mappedBy('charge'),
  },
  // one annual and one one-time fee per student and academic year; fines and other charges as many as given
  uniques: [{ name: 'charge_plan_fee_unique', properties: ['student', 'academicYear', 'kind'], where: `"kind" in ('annual', 'one-time')` }],
});

export class Charge extends ChargeSchema.class {}
ChargeSchema.setClass(Charge);
