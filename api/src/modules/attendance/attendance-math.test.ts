import { describe, expect, it } from 'vitest';
import { classesNeeded, percentage } from './attendance-math.ts';

describe('attendance arithmetic', () => {
  it('rounds the percentage to one decimal and has none before a class was held', () => {
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(0, 0)).toBeNull();
  });

  it('counts the classes in a row that bring a student back to the threshold', () => {
    // 6 of 10 is 60%; 6 more in a row make 12 of 16, exactly 75%
    expect(classesNeeded(6, 10, 75)).toBe(6);
    expect((6 + 6) / (10 + 6)).toBeGreaterThanOrEqual(0.75);
    expect((6 + 5) / (10 + 5)).toBeLessThan(0.75);
    expect(classesNeeded(3, 4, 75)).toBe(0);
    expect(classesNeeded(0, 0, 75)).toBe(0);
  });
});
