import { describe, expect, it } from 'vitest';
import { formatDuration, formatExamDate, formatExamTime } from './examFormat.ts';

describe('exam formats', () => {
  it('reads dates, times and durations the way the timetable shows them', () => {
    expect(formatExamDate('2026-12-14')).toMatch(/^Mon, 14 Dec,? 2026$/);
    expect(formatExamTime('10:00')).toBe('10:00 AM');
    expect(formatExamTime('14:30')).toBe('2:30 PM');
    expect(formatExamTime('00:15')).toBe('12:15 AM');
    expect(formatExamTime('12:00')).toBe('12:00 PM');
    expect(formatDuration(180)).toBe('3 hours');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(45)).toBe('45 minutes');
  });
});
