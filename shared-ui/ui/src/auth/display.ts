import { calendarDate, formatLongDate } from '../format/dates.ts';
import { yearLabel } from '../format/labels.ts';
import { formatRupeeAmount } from '../format/numbers.ts';

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
  return value && calendarDate(value) ? formatLongDate(value) : NOT_PROVIDED;
}

export const formatYear = (year: string | null | undefined) => (year ? yearLabel(year) : NOT_PROVIDED);

/** Whole rupees as people in India read them: ₹1,20,000. */
export const formatRupees = formatRupeeAmount;
