import { FEE_LIMITS, lengthProblem, oneOf } from '@college/contract/limits';
import {
  ADHOC_CHARGE_KINDS,
  type AdhocChargeBody,
  CONCESSION_KINDS,
  type ConcessionBody,
  FEES_OFFICE_LIMITS,
  type Year,
  YEARS,
} from '@college/shared-ui/portal';
import { yearOptions } from '@college/shared-ui/format';
import { type FieldSpec, isIsoDate } from '../../lib/formRules.ts';

export const chargeKindLabels: Record<string, string> = {
  annual: 'Annual fee',
  'one-time': 'One-time fee',
  fine: 'Fine',
  'lab-fee': 'Lab fee',
  other: 'Other',
};
export const concessionKindLabels: Record<(typeof CONCESSION_KINDS)[number], string> = { concession: 'Concession', scholarship: 'Scholarship waiver' };

type Errors<Values> = Partial<Record<keyof Values, string>>;

function rupeesProblem(label: string, raw: string): string | undefined {
  const amount = Number(raw);
  if (!raw.trim()) return `${label} is required`;
  if (!Number.isInteger(amount) || amount <= 0) return `${label} must be a whole number of rupees above 0`;
  if (amount > FEE_LIMITS.maxAmount) return `${label} must be at most ${FEE_LIMITS.maxAmount.toLocaleString('en-IN')} rupees`;
  return undefined;
}

// An ad-hoc charge: to one student (the page's) or to every current student of a year.
export type ChargeFormValues = { kind: string; description: string; amount: string; dueDate: string; year: string };
export const emptyCharge = (dueDate: string): ChargeFormValues => ({ kind: 'fine', description: '', amount: '', dueDate, year: '' });
export const chargeFields = (toYear: boolean): FieldSpec<keyof ChargeFormValues>[] => [
  ...(toYear ? [{ key: 'year' as const, label: 'Year of study', required: true, options: yearOptions(YEARS) }] : []),
  { key: 'kind', label: 'Kind', required: true, options: ADHOC_CHARGE_KINDS.map((kind) => ({ value: kind, label: chargeKindLabels[kind] ?? kind })) },
  { key: 'description', label: 'Description', required: true, hint: 'For example: Library fine, late return' },
  { key: 'amount', label: 'Amount', required: true, type: 'number', hint: 'Whole rupees' },
  { key: 'dueDate', label: 'Due date', required: true, type: 'date' },
];
export const chargeFieldNames = [
  { key: 'kind', label: 'Kind' },
  { key: 'description', label: 'Description' },
  { key: 'amount', label: 'Amount' },
  { key: 'dueDate', label: 'Due date' },
  { key: 'year', label: 'Year' },
] as const;

export function validateCharge(values: ChargeFormValues, toYear: boolean): Errors<ChargeFormValues> {
  const errors: Errors<ChargeFormValues> = {};
  if (toYear && !oneOf(YEARS, values.year)) errors.year = 'Year of study is required';
  if (!oneOf(ADHOC_CHARGE_KINDS, values.kind)) errors.kind = 'Kind is required';
  if (!values.description.trim()) errors.description = 'Description is required';
  else {
    const long = lengthProblem('Description', values.description, FEES_OFFICE_LIMITS.description);
    if (long) errors.description = long;
  }
  const amount = rupeesProblem('Amount', values.amount);
  if (amount) errors.amount = amount;
  if (!isIsoDate(values.dueDate)) errors.dueDate = 'Due date must be a date (YYYY-MM-DD)';
  return errors;
}

/** For a form that passed validateCharge; `target` is the one student or the year. */
export function toChargeBody(values: ChargeFormValues, target: { studentId: number } | { year: Year }): AdhocChargeBody {
  const kind = oneOf(ADHOC_CHARGE_KINDS, values.kind) ? values.kind : 'other';
  return { kind, description: values.description.trim(), amount: Number(values.amount), dueDate: values.dueDate, ...target };
}

// A concession or scholarship waiver on one charge: an amount or a percentage, never both.
export type ConcessionFormValues = { kind: string; amount: string; percent: string; reason: string };
export const emptyConcession = (): ConcessionFormValues => ({ kind: 'concession', amount: '', percent: '', reason: '' });
export const concessionFields: FieldSpec<keyof ConcessionFormValues>[] = [
  { key: 'kind', label: 'Kind', required: true, options: CONCESSION_KINDS.map((kind) => ({ value: kind, label: concessionKindLabels[kind] })) },
  { key: 'amount', label: 'Amount', type: 'number', hint: 'Whole rupees, or leave empty and give a percentage' },
  { key: 'percent', label: 'Percentage', type: 'number', hint: 'Of the charge, for example 25 or 12.5' },
  { key: 'reason', label: 'Reason', required: true },
];
export const concessionFieldNames = [
  { key: 'kind', label: 'Kind' },
  { key: 'amount', label: 'Amount' },
  { key: 'percent', label: 'Percentage' },
  { key: 'reason', label: 'Reason' },
] as const;

export function validateConcession(values: ConcessionFormValues): Errors<ConcessionFormValues> {
  const errors: Errors<ConcessionFormValues> = {};
  const hasAmount = values.amount.trim() !== '';
  const hasPercent = values.percent.trim() !== '';
  if (hasAmount === hasPercent) errors.amount = 'Give either an amount or a percentage';
  else if (hasAmount) {
    const amount = rupeesProblem('Amount', values.amount);
    if (amount) errors.amount = amount;
  } else {
    const percent = Number(values.percent);
    if (!Number.isFinite(percent) || percent <= 0 || percent > 100 || Math.round(percent * 100) !== percent * 100)
      errors.percent = 'Percentage must be above 0 and at most 100, with at most two decimals';
  }
  if (!values.reason.trim()) errors.reason = 'Reason is required';
  else {
    const long = lengthProblem('Reason', values.reason, FEES_OFFICE_LIMITS.reason);
    if (long) errors.reason = long;
  }
  return errors;
}

/** For a form that passed validateConcession. */
export function toConcessionBody(values: ConcessionFormValues): ConcessionBody {
  const kind = oneOf(CONCESSION_KINDS, values.kind) ? values.kind : 'concession';
  const reason = values.reason.trim();
  return values.amount.trim() ? { kind, amount: Number(values.amount), reason } : { kind, percent: Number(values.percent), reason };
}

/** Why a payment is voided: required, within the API's limit. */
export function voidReasonProblem(reason: string): string | undefined {
  if (!reason.trim()) return 'Reason is required';
  return lengthProblem('Reason', reason, FEES_OFFICE_LIMITS.reason);
}
