import { describe, expect, it } from 'vitest';
import { EVENTS_AUTOPLAY_MS, eventPhotoUrl, formatEventDate, wrapIndex } from './slideshow.ts';

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

describe('eventPhotoUrl', () => {
  it('prefixes base64 with a data URL of the sniffed type, image/* when unknown', () => {
    expect(eventPhotoUrl('iVBORw0KGgoAAA')).toBe('data:image/png;base64,iVBORw0KGgoAAA');
    expect(eventPhotoUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(eventPhotoUrl('QUJD')).toBe('data:image/*;base64,QUJD');
    expect(eventPhotoUrl('data:image/webp;base64,UklGR')).toBe('data:image/webp;base64,UklGR');
  });
});

describe('formatEventDate', () => {
  it('formats a date-only value without a time-zone shift and leaves nonsense as is', () => {
    expect(formatEventDate('2025-07-01')).toBe('1 July 2025');
    expect(formatEventDate('soon')).toBe('soon');
  });
});
