/** Percent with one decimal, or null before any class was held. */
export const percentage = (attended: number, held: number) => (held > 0 ? Math.round((attended * 1000) / held) / 10 : null);

/**
 * Classes in a row a student must attend to reach `threshold` percent: the least n with
 * (attended + n) / (held + n) >= threshold / 100. At a threshold of 100 a missed class can never be made up: 0.
 */
export function classesNeeded(attended: number, held: number, threshold: number): number {
  if (held === 0 || attended * 100 >= threshold * held || threshold >= 100) return 0;
  return Math.ceil((threshold * held - 100 * attended) / (100 - threshold));
}
