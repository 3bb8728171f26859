import { yearLabel } from '@college/shared-ui/format';
import type { CalendarEntry } from './api/getAcademicCalendar.ts';

/** Calendar entries by date (then event name), with display date and year label. */
export function calendarRows(entries: CalendarEntry[]) {
  return [...entries]
    .sort((a, b) => a.date.localeCompare(b.date) || a.event.localeCompare(b.event))
    .map((entry) => ({ id: entry.id, event: entry.event, date: entry.date.slice(0, 10), dateText: formatCalendarDate(entry.date), year: yearLabel(entry.year) }));
}

// made once for all rows: a formatter costs far more to make than to use
let calendarDateFormat: Intl.DateTimeFormat | undefined;

export function formatCalendarDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  calendarDateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return calendarDateFormat.format(date);
}
