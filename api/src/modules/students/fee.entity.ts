import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { YEARS } from '../../shared/domain.ts';
import { Student } from './student.entity.ts';

const FeeSchema = defineEntity({
  name: 'Fee',
  tableName: 'fee',
  triggers: [notifyTableChange],
  checks: [{ name: 'fee_amounts_check', expression: `"amount" >= 0 and "paid" >= 0` }],
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    academicYear: p.enum(YEARS),
    amount: p.integer(),
    paid: p.integer(),
    dueDate: p.date(),
  },
});

export class Fee extends FeeSchema.class {}
FeeSchema.setClass(Fee);
