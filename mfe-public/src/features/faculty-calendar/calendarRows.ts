import { formatShortDate, yearLabel } from '@college/shared-ui/format';
import type { CalendarEntry } from './api/getAcademicCalendar.ts';

/** Calendar entries by date (then event name), with display date and year label. */
export function calendarRows(entries: CalendarEntry[]) {
  return [...entries]
    .sort((a, b) => a.date.localeCompare(b.date) || a.event.localeCompare(b.event))
    .map((entry) => ({
      id: entry.id,
      event: entry.event,
      date: entry.date.slice(0, 10),
      dateText: formatCalendarDate(entry.date),
      year: yearLabel(entry.year),
    }));
}

export const formatCalendarDate = formatShortDate;
