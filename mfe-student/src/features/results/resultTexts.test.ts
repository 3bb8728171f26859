import { describe, expect, it } from 'vitest';
import { assessmentMarksText, bandRanges, gpaText, percentText } from './resultTexts.ts';

describe('result texts', () => {
  it('shows marks, Absent, or a blank left on a published sheet', () => {
    expect(assessmentMarksText({ name: 'IA1', maxMarks: 50, weight: 20, marks: 40.5, absent: false })).toBe('40.5 / 50');
    expect(assessmentMarksText({ name: 'IA1', maxMarks: 50, weight: 20, marks: null, absent: true })).toBe('Absent');
    expect(assessmentMarksText({ name: 'IA1', maxMarks: 50, weight: 20, marks: null, absent: false })).toBe('Not entered');
  });

  it('gives SGPA, CGPA and percentages two decimals', () => {
    expect(gpaText(8)).toBe('8.00');
    expect(gpaText(null)).toBe('Not available yet');
    expect(percentText(72.5)).toBe('72.50%');
  });

  it('explains each band of the grade scale as a range, whatever order it comes in', () => {
    const scale = [
      { minPercentage: 0, letter: 'F', gradePoint: 0 },
      { minPercentage: 90, letter: 'A+', gradePoint: 10 },
      { minPercentage: 40, letter: 'D', gradePoint: 5 },
    ];
    expect(bandRanges(scale).map(({ band, range }) => `${band.letter}: ${range}`)).toEqual(['A+: 90% and above', 'D: 40% to below 90%', 'F: 0% to below 40%']);
  });
});
