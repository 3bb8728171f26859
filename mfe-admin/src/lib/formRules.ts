import { RECORD_PHONE } from '@college/contract/limits';

/** One field of a data-driven form: label, rules and, for a select, its options. */
export interface FieldSpec<Key extends string> {
  key: Key;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  options?: readonly (string | { value: string; label: string })[];
  hint?: string;
}

/** What a phone number on a record may hold (the contract's RECORD_PHONE). */
export const phoneMessage = `Phone may only hold digits, spaces, +, -, ( and ), at most ${RECORD_PHONE.maxLength} characters`;

export function isIsoDate(value: string): boolean {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const requiredMessage = (label: string) => `${label} is required`;
