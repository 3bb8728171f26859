import { describe, expect, it } from 'vitest';
import { calendarDate, formatLongDate, formatShortDate, formatWeekdayDate } from './dates.ts';

describe('calendar dates', () => {
  it('write a day the way the college does, with no locale data', () => {
    expect(formatLongDate('2025-07-01')).toBe('1 July 2025');
    expect(formatShortDate('2026-09-24')).toBe('24 Sep 2026');
    expect(formatWeekdayDate('2026-12-14')).toBe('Mon, 14 Dec 2026');
  });

  it('read a timestamp as its day in UTC, whatever the time zone of the machine', () => {
    expect(formatLongDate('2025-12-31T23:30:00.000Z')).toBe('31 December 2025');
    expect(formatShortDate('2026-01-01T00:00:00Z')).toBe('1 Jan 2026');
  });

  it('give back what is not a date as it is', () => {
    expect(calendarDate('soon')).toBeUndefined();
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatWeekdayDate('')).toBe('');
  });

  it('agree with the browser formatter on every day of a leap year (but for its "Sept")', () => {
    const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(long.format(date));
      expect(formatWeekdayDate(iso).slice(0, 3)).toBe(weekday.format(date));
    }
  });
});
