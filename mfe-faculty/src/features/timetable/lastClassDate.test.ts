import { describe, expect, it } from 'vitest';
import { lastClassDate } from './lastClassDate.ts';

describe('the day a weekly period last met', () => {
  it('is today on its own weekday, else the latest earlier day on that weekday', () => {
    // 7 December 2026 is a Monday
    expect(lastClassDate(1, '2026-12-07')).toBe('2026-12-07');
    expect(lastClassDate(6, '2026-12-07')).toBe('2026-12-05');
    expect(lastClassDate(2, '2026-12-07')).toBe('2026-12-01');
    // on a Sunday, Saturday was yesterday
    expect(lastClassDate(6, '2026-12-13')).toBe('2026-12-12');
  });
});
