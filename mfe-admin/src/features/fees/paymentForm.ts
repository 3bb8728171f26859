import { FEE_LIMITS, lengthProblem, oneOf } from '@college/contract/limits';
import { PAYMENT_MODES, type PaymentBody, type PaymentMode } from '@college/shared-ui/portal';
import { type FieldSpec, isIsoDate } from '../../lib/formRules.ts';
import { todayIso } from '../../lib/money.ts';

export type PaymentFormValues = { amount: string; paidOn: string; mode: string; receiptNumber: string; note: string };
export type PaymentErrors = Partial<Record<keyof PaymentFormValues, string>>;

export const paymentModeLabels: Record<PaymentMode, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  'demand-draft': 'Demand draft',
};

export const paymentFields: FieldSpec<keyof PaymentFormValues>[] = [
  { key: 'amount', label: 'Amount', required: true, type: 'number', hint: 'Whole rupees' },
  { key: 'paidOn', label: 'Date', required: true, type: 'date' },
  { key: 'mode', label: 'Mode', required: true, options: PAYMENT_MODES.map((mode) => ({ value: mode, label: paymentModeLabels[mode] })) },
  { key: 'receiptNumber', label: 'Receipt number', hint: 'Leave empty for the next number' },
  { key: 'note', label: 'Note' },
];

/** The API's field names for the labels of this form, so its 400s land at the right field. */
export const paymentFieldNames = [
  { key: 'amount', label: 'Amount' },
  { key: 'paidOn', label: 'Paid on' },
  { key: 'mode', label: 'Mode' },
  { key: 'receiptNumber', label: 'Receipt number' },
  { key: 'note', label: 'Note' },
] as const;

export const emptyPayment = (now = new Date()): PaymentFormValues => ({ amount: '', paidOn: todayIso(now), mode: 'cash', receiptNumber: '', note: '' });

export function validatePayment(values: PaymentFormValues): PaymentErrors {
  const errors: PaymentErrors = {};
  const amount = Number(values.amount);
  if (!values.amount.trim()) errors.amount = 'Amount is required';
  else if (!Number.isInteger(amount) || amount <= 0) errors.amount = 'Amount must be a whole number of rupees above 0';
  else if (amount > FEE_LIMITS.maxAmount) errors.amount = `Amount must be at most ${FEE_LIMITS.maxAmount.toLocaleString('en-IN')} rupees`;
  if (!isIsoDate(values.paidOn)) errors.paidOn = 'Date must be a date (YYYY-MM-DD)';
  if (!oneOf(PAYMENT_MODES, values.mode)) errors.mode = 'Mode is required';
  const receipt = lengthProblem('Receipt number', values.receiptNumber, FEE_LIMITS.receiptNumber);
  if (receipt) errors.receiptNumber = receipt;
  const note = lengthProblem('Note', values.note, FEE_LIMITS.note);
  if (note) errors.note = note;
  return errors;
}

/** For a form that passed validatePayment (which names a mode that is none of the API's). */
export function toPaymentBody(values: PaymentFormValues): PaymentBody {
  const mode: PaymentMode = oneOf(PAYMENT_MODES, values.mode) ? values.mode : 'cash';
  const body: PaymentBody = { amount: Number(values.amount), paidOn: values.paidOn, mode };
  if (values.receiptNumber.trim()) body.receiptNumber = values.receiptNumber.trim();
  if (values.note.trim()) body.note = values.note.trim();
  return body;
}
