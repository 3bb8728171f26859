import type { GradeBand, SubjectResult } from '@college/shared-ui/portal';

const twoDecimals = (value: number) => value.toFixed(2);

export const gpaText = (value: number | null) => (value === null ? 'Not available yet' : twoDecimals(value));
export const percentText = (value: number) => `${twoDecimals(value)}%`;

/** `40 / 50` or `Absent`, or `Not entered` for a published sheet that left the student blank. */
export function assessmentMarksText(assessment: SubjectResult['assessments'][number]): string {
  if (assessment.absent) return 'Absent';
  return assessment.marks === null ? 'Not entered' : `${assessment.marks} / ${assessment.maxMarks}`;
}

/** `90% and above`, `80% to 89.99%`, ... for each band of a scale sorted from the highest. */
export function bandRanges(scale: GradeBand[]): { band: GradeBand; range: string }[] {
  const sorted = [...scale].sort((a, b) => b.minPercentage - a.minPercentage);
  return sorted.map((band, index) => {
    const above = sorted[index - 1];
    return { band, range: above ? `${band.minPercentage}% to below ${above.minPercentage}%` : `${band.minPercentage}% and above` };
  });
}
