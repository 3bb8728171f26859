import { describe, expect, it } from 'vitest';
import { percentText, shortageText } from './attendanceTexts.ts';

describe('attendance texts', () => {
  it('say how many classes in a row bring a subject back to the minimum', () => {
    expect(shortageText({ held: 10, attended: 6, percentage: 60, needed: 6, condoned: false }, 75)).toBe('Below 75%: attend the next 6 classes to reach it');
    expect(shortageText({ held: 4, attended: 2, percentage: 50, needed: 1, condoned: false }, 60)).toBe('Below 60%: attend the next 1 class to reach it');
  });

  it('say nothing at or above the minimum, and name a condoned shortage', () => {
    expect(shortageText({ held: 4, attended: 3, percentage: 75, needed: 0, condoned: false }, 75)).toBeUndefined();
    expect(shortageText({ held: 10, attended: 6, percentage: 60, needed: 6, condoned: true }, 75)).toBe('Below 75%, condoned by the college');
    expect(percentText(null)).toBe('No classes yet');
  });
});
