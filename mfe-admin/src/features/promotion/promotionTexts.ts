import { yearLabel } from '@college/shared-ui/format';
import type { PromotionCandidate, PromotionDecision } from '@college/shared-ui/portal';

type Summary = { academicYear: string; nextAcademicYear: string; promoted: number; heldBack: number; graduated: number };

/** The two choices for a student, in words about them: a final-year student graduates rather than moving up. */
export function decisionOptions(student: Pick<PromotionCandidate, 'year' | 'movesTo'>): { value: PromotionDecision; label: string }[] {
  return [
    { value: 'promote', label: student.movesTo ? `Promote to ${yearLabel(student.movesTo)}` : 'Graduate' },
    { value: 'hold-back', label: `Hold back in ${yearLabel(student.year)}` },
  ];
}

/** How many move up, stay and graduate with the decisions as they stand. */
export function outcomeCounts<T extends Pick<PromotionCandidate, 'movesTo'>>(students: readonly T[], decisionOf: (student: T) => PromotionDecision) {
  const counts = { promoted: 0, heldBack: 0, graduated: 0 };
  for (const student of students) {
    if (decisionOf(student) === 'hold-back') counts.heldBack += 1;
    else if (student.movesTo) counts.promoted += 1;
    else counts.graduated += 1;
  }
  return counts;
}

export const ranSummary = (summary: Summary) =>
  `Promotion of ${summary.academicYear} done: ${summary.promoted} moved up, ${summary.heldBack} held back, ${summary.graduated} graduated. ${summary.nextAcademicYear} is now the current academic year.`;
