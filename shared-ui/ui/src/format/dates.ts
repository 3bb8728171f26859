// Calendar dates as the college writes them ("1 July 2025", "1 Jul 2025", "Tue, 1 Jul 2025"). Written out here
// rather than with Intl.DateTimeFormat: the first formatter a page makes loads the browser's locale data, one
// task of ~30 ms on a phone-class CPU in the middle of the page becoming interactive, and its output differs
// between browsers ("Sept" or "Sep", a comma or none). A date is the calendar day it names, in any time zone.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `2025-07-01` (a day) or an ISO timestamp (its day in UTC); undefined for anything else. */
export function calendarDate(value: string): Date | undefined {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const parts = (date: Date) => ({
  day: date.getUTCDate(),
  month: MONTHS[date.getUTCMonth()] ?? '',
  year: date.getUTCFullYear(),
  weekday: WEEKDAYS[date.getUTCDay()] ?? '',
});

/** `2025-07-01` -> `1 July 2025`; text that is not a date comes back as it is. */
export function formatLongDate(value: string): string {
  const date = calendarDate(value);
  if (!date) return value;
  const { day, month, year } = parts(date);
  return `${day} ${month} ${year}`;
}

/** `2025-07-01` -> `1 Jul 2025`; text that is not a date comes back as it is. */
export function formatShortDate(value: string): string {
  const date = calendarDate(value);
  if (!date) return value;
  const { day, month, year } = parts(date);
  return `${day} ${month.slice(0, 3)} ${year}`;
}

/** `2025-07-01` -> `Tue, 1 Jul 2025`; text that is not a date comes back as it is. */
export function formatWeekdayDate(value: string): string {
  const date = calendarDate(value);
  if (!date) return value;
  return `${parts(date).weekday}, ${formatShortDate(value)}`;
}
