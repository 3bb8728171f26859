import type { StudentAttendance } from '@college/shared-ui/portal';

type Tally = Pick<StudentAttendance['subjects'][number], 'percentage' | 'needed' | 'condoned' | 'held' | 'attended'>;

export const percentText = (percentage: number | null) => (percentage === null ? 'No classes yet' : `${percentage}%`);

/** Why a subject's attendance needs attention, or undefined when it is at or above the minimum (or condoned). */
export function shortageText(row: Tally, threshold: number): string | undefined {
  if (row.held === 0 || row.attended * 100 >= threshold * row.held) return undefined;
  if (row.condoned) return `Below ${threshold}%, condoned by the college`;
  if (row.needed === 0) return `Below ${threshold}%`;
  return `Below ${threshold}%: attend the next ${row.needed} ${row.needed === 1 ? 'class' : 'classes'} to reach it`;
}
