import type { CalendarEntry } from './calendar-entry.entity.ts';

export const calendarEntryDto = (entry: CalendarEntry) => ({ id: entry.id, year: entry.year, event: entry.event, date: entry.date });
