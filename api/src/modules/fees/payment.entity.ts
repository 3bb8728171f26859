import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { PAYMENT_MODES } from '../../contract.ts';
import { Student } from '../students/student.entity.ts';

export { PAYMENT_MODES, type PaymentMode } from '../../contract.ts';

/**
 * Money a student paid. `recordedById` names the account without a foreign key, as the audit log does:
 * a payment outlives the admin account that recorded it.
 */
const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  triggers: [notifyTableChange],
  checks: [{ name: 'payment_amount_check', expression: `"amount" > 0` }],
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    amount: p.integer(),
    paidOn: p.date(),
    /** The academic year it was paid in. */
    academicYear: p.string().length(7),
    mode: p.enum(PAYMENT_MODES),
    receiptNumber: p.string().length(40).unique(),
    note: p.string().length(500).nullable(),
    recordedById: p.integer().nullable(),
    recordedByName: p.string().length(254),
    recordedAt: p.datetime(),
    idempotencyKey: p.string().length(200).nullable().unique(),
    voidedAt: p.datetime().nullable(),
    voidReason: p.string().length(500).nullable(),
    voidedByName: p.string().length(254).nullable(),
  },
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
