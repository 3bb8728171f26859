import { describe, expect, it } from 'vitest';
import { bandRowsFrom, toBands, validateBands } from './gradeScale.ts';

const scale = [
  { minPercentage: 90, letter: 'A+', gradePoint: 10 },
  { minPercentage: 40, letter: 'D', gradePoint: 5 },
  { minPercentage: 0, letter: 'F', gradePoint: 0 },
];

describe('grade scale editor', () => {
  it('round-trips the scale, highest band first', () => {
    const rows = bandRowsFrom(scale);
    expect(validateBands(rows)).toBeNull();
    expect(toBands([rows[2]!, rows[0]!, rows[1]!])).toEqual(scale);
  });

  it('refuses what the API refuses', () => {
    const rows = bandRowsFrom(scale);
    expect(validateBands(rows.slice(0, 2))).toBe('One band must start at 0 %');
    expect(validateBands([...rows, { minPercentage: '40', letter: 'E', gradePoint: '4' }])).toBe('Two bands have the same minimum percentage');
    expect(validateBands([...rows, { minPercentage: '50', letter: 'd', gradePoint: '6' }])).toBe('Two bands have the same letter');
    expect(validateBands([{ ...rows[0]!, gradePoint: '11' }, rows[2]!])).toBe('Band 1: grade point must be from 0 to 10');
  });
});
