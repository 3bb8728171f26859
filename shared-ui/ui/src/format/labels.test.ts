import { describe, expect, it } from 'vitest';
import { yearLabel, yearName, yearOptions } from './labels.ts';

describe('year labels', () => {
  it('names each study year the same way everywhere', () => {
    expect(['FIRST', 'SECOND', 'THIRD', 'FOURTH'].map(yearLabel)).toEqual(['First Year', 'Second Year', 'Third Year', 'Fourth Year']);
    expect(yearName('SECOND')).toBe('Second');
    expect(yearOptions(['FIRST'])).toEqual([{ value: 'FIRST', label: 'First Year' }]);
  });

  it('shows a value it does not know as it came', () => {
    expect(yearLabel('2026-27')).toBe('2026-27');
  });
});
