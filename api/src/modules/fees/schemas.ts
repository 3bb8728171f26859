import { type Static, Type } from 'typebox';
import { QUOTAS } from '../../shared/domain.ts';
import { listQueryProperties } from '../../shared/list-query.ts';
import { multilineText, orNull, requiredDate, requiredText, strictObject, year } from '../../shared/schemas.ts';
import { PAYMENT_MODES } from './payment.entity.ts';

const MAX_AMOUNT = 100_000_000;
const rupees = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT });
const day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const quota = Type.Enum(QUOTAS);

export const academicYear = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-YY, e.g. 2026-27' });
export const academicYearQuery = Type.Object({ academicYear: Type.Optional(academicYear) });

export const feePlanBody = strictObject({ quota, yearOfStudy: year, annualFee: rupees, oneTimeFee: rupees, dueDate: requiredDate });
export const feePlansBody = strictObject({ academicYear: Type.Optional(academicYear), plans: Type.Array(feePlanBody, { minItems: 1, maxItems: 8 }) });
export const feePlanReply = Type.Object({
  id: Type.Integer(), academicYear: Type.String(), quota, yearOfStudy: year, annualFee: Type.Integer(), oneTimeFee: Type.Integer(), dueDate: day,
});
export const applyPlansBody = strictObject({ academicYear: Type.Optional(academicYear) });
export const applyPlansReply = Type.Object({ created: Type.Integer() });

export const paymentBody = strictObject({
  // no `minimum`: the handler's check names the field with a plainer message than the validator's
  amount: Type.Integer({ maximum: MAX_AMOUNT }),
  paidOn: requiredDate,
  mode: Type.Enum(PAYMENT_MODES),
  receiptNumber: Type.Optional(requiredText(40)),
  note: Type.Optional(orNull(multilineText(500))),
});
export const paymentHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' })),
});
export const paymentReply = Type.Object({
  id: Type.Integer(),
  studentId: Type.Integer(),
  amount: Type.Integer(),
  paidOn: day,
  mode: Type.Enum(PAYMENT_MODES),
  receiptNumber: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  recordedBy: Type.String(),
  recordedAt: Type.String({ format: 'date-time' }),
});

const person = {
  id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), enrollmentNumber: Type.Union([Type.String(), Type.Null()]), year,
};
const chargeReply = Type.Object({
  id: Type.Integer(),
  academicYear: Type.String(),
  yearOfStudy: year,
  description: Type.String(),
  amount: Type.Integer(),
  paid: Type.Integer(),
  due: Type.Integer(),
  dueDate: day,
  status: Type.Union([Type.Literal('paid'), Type.Literal('partial'), Type.Literal('pending')]),
  overdue: Type.Boolean(),
});
export const studentFeesReply = Type.Object({
  student: Type.Object({ ...person, quota }),
  charges: Type.Array(chargeReply),
  payments: Type.Array(paymentReply),
  totals: Type.Object({ charged: Type.Integer(), paid: Type.Integer(), due: Type.Integer(), overdue: Type.Integer() }),
});
export const receiptReply = Type.Object({
  payment: paymentReply,
  student: Type.Object(person),
  college: Type.Object({ name: Type.String(), address: Type.String() }),
  balanceAfter: Type.Integer(),
});

export const duesQuery = Type.Object({
  overdue: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  year: Type.Optional(year),
  ...listQueryProperties,
});
const dueRow = Type.Object({
  student: Type.Object({ ...person, quota }),
  charged: Type.Integer(),
  paid: Type.Integer(),
  due: Type.Integer(),
  overdueAmount: Type.Integer(),
  oldestDueDate: Type.Union([day, Type.Null()]),
});
export const duesReply = Type.Object({ items: Type.Array(dueRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export type FeePlansBody = Static<typeof feePlansBody>;
export type PaymentBody = Static<typeof paymentBody>;
export type PaymentReply = Static<typeof paymentReply>;
export type DueRow = Static<typeof dueRow>;

/** CONTRACT's error body, for the documented refusals. */
export const errorReply = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });
export const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
