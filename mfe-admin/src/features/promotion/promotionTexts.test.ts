import { describe, expect, it } from 'vitest';
import { decisionOptions, outcomeCounts, ranSummary } from './promotionTexts.ts';

describe('promotion texts', () => {
  it('offer a final-year student graduation, the others the next year', () => {
    expect(decisionOptions({ year: 'FOURTH', movesTo: null }).map((option) => option.label)).toEqual(['Graduate', 'Hold back in Fourth Year']);
    expect(decisionOptions({ year: 'FIRST', movesTo: 'SECOND' }).map((option) => option.label)).toEqual(['Promote to Second Year', 'Hold back in First Year']);
  });

  it('count the outcomes of the decisions as they stand', () => {
    const students = [
      { id: 1, movesTo: 'SECOND' as const },
      { id: 2, movesTo: 'THIRD' as const },
      { id: 3, movesTo: null },
      { id: 4, movesTo: null },
    ];
    expect(outcomeCounts(students, (student) => (student.id % 2 === 0 ? 'hold-back' : 'promote'))).toEqual({ promoted: 1, heldBack: 2, graduated: 1 });
  });

  it('sum up a run', () => {
    expect(ranSummary({ academicYear: '2026-27', nextAcademicYear: '2027-28', promoted: 20, heldBack: 2, graduated: 6 })).toBe(
      'Promotion of 2026-27 done: 20 moved up, 2 held back, 6 graduated. 2027-28 is now the current academic year.',
    );
  });
});
