/**
 * The one place results are computed: a subject's percentage from its assessments, the grade from the
 * scale, and the SGPA and CGPA from grade points. Every route that shows a result uses these.
 */
export type Band = { minPercentage: number; letter: string; gradePoint: number };
export type Score = { maxMarks: number; weight: number; marks: number | null; absent: boolean };
export type Outcome = { percentage: number; grade: string; gradePoint: number; passed: boolean };

/** Half-up to 2 decimals; the small nudge keeps 72.345 (stored as 72.34499...) from rounding down. */
export const round2 = (value: number) => Math.round((value + Number.EPSILON * Math.max(1, Math.abs(value))) * 100) / 100;
export const round1 = (value: number) => Math.round((value + Number.EPSILON * Math.max(1, Math.abs(value))) * 10) / 10;

/** Highest band first: the order the scale is shown and searched in. */
export const sortScale = (scale: readonly Band[]) => [...scale].sort((a, b) => b.minPercentage - a.minPercentage);

/** The band a percentage falls in (`scale` sorted highest first; it always has a band at 0). */
export function bandFor(percentage: number, scale: readonly Band[]): Band {
  const band = scale.find((candidate) => percentage >= candidate.minPercentage) ?? scale[scale.length - 1];
  if (!band) throw new Error('the grade scale is empty');
  return band;
}

/**
 * The weighted mean of the assessments' percentages (Absent, or no marks, counts 0), rounded to 2
 * decimals, and its grade. Null when no assessment has marks or Absent for the student.
 */
export function subjectOutcome(scores: readonly Score[], scale: readonly Band[]): Outcome | null {
  if (!scores.some((score) => score.marks !== null || score.absent)) return null;
  let weighted = 0;
  let weights = 0;
  for (const score of scores) {
    weighted += (score.weight * (score.marks ?? 0)) / score.maxMarks;
    weights += score.weight;
  }
  const percentage = round2((weighted / weights) * 100);
  const band = bandFor(percentage, scale);
  return { percentage, grade: band.letter, gradePoint: band.gradePoint, passed: band.gradePoint > 0 };
}

/** Mean grade point to 2 decimals (subjects carry no credits); null without any. */
export function gradePointAverage(gradePoints: readonly number[]): number | null {
  if (gradePoints.length === 0) return null;
  return round2(gradePoints.reduce((sum, point) => sum + point, 0) / gradePoints.length);
}

/** Pass rate in percent to 1 decimal; null when nobody has a result. */
export const passRate = (passed: number, total: number) => (total === 0 ? null : round1((passed / total) * 100));

/** How many got each letter, in the scale's order. */
export function distribution(grades: readonly (string | null)[], scale: readonly Band[]) {
  return scale.map((band) => ({ grade: band.letter, count: grades.filter((grade) => grade === band.letter).length }));
}
