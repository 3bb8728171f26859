import { describe, expect, it } from 'vitest';
import { isoWeek } from './attendance-notices.ts';

describe('isoWeek', () => {
  it('numbers weeks from Monday, week 1 holding the first Thursday, across the turn of the year', () => {
    expect(isoWeek('2026-12-07')).toBe('2026-W50');
    expect(isoWeek('2026-12-13')).toBe('2026-W50');
    expect(isoWeek('2026-12-14')).toBe('2026-W51');
    expect(isoWeek('2026-12-31')).toBe('2026-W53');
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});
