import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { YEARS } from '../../shared/domain.ts';
import { Student } from '../students/student.entity.ts';
import { FeePlan } from './fee-plan.entity.ts';

export const CHARGE_KINDS = ['annual', 'one-time'] as const;

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
  },
  uniques: [{ properties: ['student', 'academicYear', 'kind'] }],
});

export class Charge extends ChargeSchema.class {}
ChargeSchema.setClass(Charge);
