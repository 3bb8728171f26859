import { describe, expect, it } from 'vitest';
import { EVENTS_AUTOPLAY_MS, formatEventDate, wrapIndex } from './slideshow.ts';

describe('wrapIndex', () => {
  it('moves next and previous with wraparound at both ends', () => {
    expect(wrapIndex(0, 1, 5)).toBe(1);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, -1, 5)).toBe(1);
    expect(wrapIndex(0, 1, 0)).toBe(0);
    expect(EVENTS_AUTOPLAY_MS).toBe(3000);
  });
});

describe('formatEventDate', () => {
  it('formats a date-only value without a time-zone shift and leaves nonsense as is', () => {
    expect(formatEventDate('2025-07-01')).toBe('1 July 2025');
    expect(formatEventDate('soon')).toBe('soon');
  });
});
