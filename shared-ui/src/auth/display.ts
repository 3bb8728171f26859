import { yearLabel } from '../format/labels.ts';

/** How the student and faculty dashboards show values (SPEC section 3: missing values read 'Not Provided'). */
export const NOT_PROVIDED = 'Not Provided';

export function orNotProvided(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_PROVIDED;
  const text = String(value).trim();
  return text ? text : NOT_PROVIDED;
}

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return orNotProvided([first, last].filter((part) => part?.trim()).join(' '));
}

/** `2025-06-01` or an ISO timestamp as `1 June 2025`; the calendar date, whatever the viewer's time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return NOT_PROVIDED;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return NOT_PROVIDED;
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const formatYear = (year: string | null | undefined) => (year ? yearLabel(year) : NOT_PROVIDED);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatRupees = (amount: number) => rupees.format(amount);
