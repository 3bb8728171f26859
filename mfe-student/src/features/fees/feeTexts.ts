import type { Charge, PaymentMode } from '@college/shared-ui/portal';
import { formatDate } from '@college/shared-ui/portal';

const MODES: Record<PaymentMode, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  'demand-draft': 'Demand draft',
};
export const paymentModeLabel = (mode: PaymentMode) => MODES[mode] ?? mode;

const STATUS: Record<Charge['status'], string> = { paid: 'Paid', partial: 'Partly paid', pending: 'Not paid' };

/** The status in words; an overdue charge says so in text, not by colour alone. */
export function chargeStatusText(charge: Pick<Charge, 'status' | 'overdue' | 'dueDate'>): string {
  const status = STATUS[charge.status];
  return charge.overdue ? `${status}, overdue since ${formatDate(charge.dueDate)}` : status;
}
