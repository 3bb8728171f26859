import { lengthProblem, oneOf, PERSON_LIMITS, type Quota, QUOTAS } from '@college/contract/limits';
import type { AdminStudent } from '@college/shared-ui/portal';
import type { FieldSpec } from '../../lib/formRules.ts';

/** What the fee plans depend on: the quota picks the plan, the enrolment number names the student on receipts. */
export interface FeeFieldValues {
  enrollmentNumber: string;
  quota: string;
}
export type FeeField = keyof FeeFieldValues;

const QUOTA_OPTIONS = [
  { value: 'convener', label: 'Convener' },
  { value: 'management', label: 'Management' },
];

export const feeFields = (editing: boolean): FieldSpec<FeeField>[] => [
  {
    key: 'enrollmentNumber',
    label: 'Enrollment number',
    required: editing,
    hint: editing ? 'Unique to this student.' : 'Left empty, a unique number is generated.',
  },
  { key: 'quota', label: 'Quota', required: true, options: QUOTA_OPTIONS },
];

export const emptyFeeFields: FeeFieldValues = { enrollmentNumber: '', quota: 'convener' };
export const feeFieldsFrom = (student: AdminStudent): FeeFieldValues => ({ enrollmentNumber: student.enrollmentNumber, quota: student.quota });

export function validateFeeFields(values: FeeFieldValues, editing: boolean): Partial<Record<FeeField, string>> {
  const errors: Partial<Record<FeeField, string>> = {};
  const number = values.enrollmentNumber.trim();
  if (editing && !number) errors.enrollmentNumber = 'Enrollment number is required';
  else {
    const tooLong = lengthProblem('Enrollment number', number, PERSON_LIMITS.enrollmentNumber);
    if (tooLong) errors.enrollmentNumber = tooLong;
  }
  if (!oneOf(QUOTAS, values.quota)) errors.quota = 'Quota must be convener or management';
  return errors;
}

/** The part of the student payload these fields make (an empty enrolment number of a new student: generated). */
export function feePayload(values: FeeFieldValues): { enrollmentNumber?: string; quota: Quota } {
  const number = values.enrollmentNumber.trim();
  return { ...(number && { enrollmentNumber: number }), quota: oneOf(QUOTAS, values.quota) ? values.quota : 'convener' };
}
