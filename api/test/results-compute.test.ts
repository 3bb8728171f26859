import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Band, gradePointAverage, type Score, subjectOutcome } from '../src/modules/results/compute.ts';
import { FUZZ_RUNS } from './helpers/fuzz.ts';

/**
 * The plain reference: what a clerk would do on paper. Each assessment's share of its weight, added up,
 * divided by the weights, as a percentage; the grade of the highest band reached; averages of grade points.
 */
function reference(scores: Score[], scale: Band[]) {
  if (scores.every((score) => score.marks === null && !score.absent)) return null;
  const totalWeight = scores.reduce((sum, score) => sum + score.weight, 0);
  const earned = scores.reduce((sum, score) => sum + ((score.marks ?? 0) / score.maxMarks) * score.weight, 0);
  const exact = (earned / totalWeight) * 100;
  const percentage = Math.round(exact * 100) / 100;
  const reached = scale.filter((band) => percentage >= band.minPercentage).sort((a, b) => b.minPercentage - a.minPercentage)[0] as Band;
  return { exact, percentage, grade: reached.letter, gradePoint: reached.gradePoint, passed: reached.gradePoint > 0 };
}

const score: fc.Arbitrary<Score> = fc.integer({ min: 1, max: 200 }).chain((maxMarks) =>
  fc
    .record({
      maxMarks: fc.constant(maxMarks),
      weight: fc.integer({ min: 1, max: 100 }),
      marks: fc.option(
        fc.integer({ min: 0, max: maxMarks * 2 }).map((halves) => halves / 2),
        { nil: null },
      ),
      absent: fc.boolean(),
    })
    .map((s) => (s.absent ? { ...s, marks: null } : s)),
);

const scale: fc.Arbitrary<Band[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 8 })
  .map((minimums) =>
    [0, ...minimums].sort((a, b) => b - a).map((minPercentage, index, all) => ({ minPercentage, letter: `G${index}`, gradePoint: all.length - 1 - index })),
  );

/** Far enough from a rounding edge that two honest ways of computing cannot round differently. */
const clearOfEdges = (exact: number) =>
  Math.abs(exact * 100 - Math.round(exact * 100) - 0.5) > 1e-6 && Math.abs(exact * 100 - Math.round(exact * 100) + 0.5) > 1e-6;

describe('results are computed as the reference says', () => {
  it('percentage, grade and pass for any marks, weights and scale', () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 1, maxLength: 6 }), scale, (scores, bands) => {
        const expected = reference(scores, bands);
        const actual = subjectOutcome(scores, bands);
        if (expected === null) {
          expect(actual).toBeNull();
          return;
        }
        fc.pre(clearOfEdges(expected.exact));
        expect(actual).toEqual({ percentage: expected.percentage, grade: expected.grade, gradePoint: expected.gradePoint, passed: expected.passed });
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('SGPA and CGPA are the mean grade point to 2 decimals, null without subjects', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 })), (points) => {
        const expected = points.length ? Math.round((points.reduce((a, b) => a + b, 0) * 100) / points.length) / 100 : null;
        expect(gradePointAverage(points)).toBe(expected);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('a few cases worked by hand', () => {
    const bands: Band[] = [
      { minPercentage: 50, letter: 'P', gradePoint: 5 },
      { minPercentage: 0, letter: 'F', gradePoint: 0 },
    ];
    // 30 % of 40/50 plus 70 % of 60/100 = 24 + 42 = 66
    expect(
      subjectOutcome(
        [
          { maxMarks: 50, weight: 30, marks: 40, absent: false },
          { maxMarks: 100, weight: 70, marks: 60, absent: false },
        ],
        bands,
      ),
    ).toEqual({ percentage: 66, grade: 'P', gradePoint: 5, passed: true });
    // Absent counts 0: 70 % of 60/100 = 42
    expect(
      subjectOutcome(
        [
          { maxMarks: 50, weight: 30, marks: null, absent: true },
          { maxMarks: 100, weight: 70, marks: 60, absent: false },
        ],
        bands,
      ),
    ).toEqual({ percentage: 42, grade: 'F', gradePoint: 0, passed: false });
    expect(subjectOutcome([{ maxMarks: 50, weight: 30, marks: null, absent: false }], bands)).toBeNull();
  });
});
