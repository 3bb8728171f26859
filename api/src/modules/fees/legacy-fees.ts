import type { Year } from '../../shared/domain.ts';
import { today } from '../../shared/dates.ts';
import { allocatePayments } from './allocation.ts';

export type LegacyFeeCharge = { id: number; yearOfStudy: Year; amount: number; waived: number; dueDate: string };

/**
 * The `fees` of the student record (`include=fees`) in the shape the portals read since before charges
 * and payments: one entry per charge, `academicYear` being the year of study, in id order.
 */
export function legacyFees(charges: readonly LegacyFeeCharge[], paymentsTotal: number) {
  return allocatePayments(charges, paymentsTotal, today())
    .charges.sort((a, b) => a.id - b.id)
    .map((charge) => ({
      id: charge.id,
      academicYear: charge.yearOfStudy,
      amount: charge.amount - charge.waived,
      paid: charge.paid,
      due: charge.due,
      dueDate: charge.dueDate,
      status: charge.status.toUpperCase() as 'PAID' | 'PARTIAL' | 'PENDING',
    }));
}
