import { GRADE_SCALE_LIMITS, lengthOf } from '@college/contract/limits';
import type { GradeBand } from '@college/shared-ui/portal';

export type BandRow = { minPercentage: string; letter: string; gradePoint: string };

export const bandRowsFrom = (bands: GradeBand[]): BandRow[] =>
  bands.map((band) => ({ minPercentage: String(band.minPercentage), letter: band.letter, gradePoint: String(band.gradePoint) }));

const isNumberIn = (text: string, min: number, max: number) =>
  text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) >= min && Number(text) <= max;

/** The scale's rules as the API states them: a band from 0 %, no minimum or letter twice. */
export function validateBands(rows: BandRow[]): string | null {
  const { letter: letterMax, maxGradePoint, maxBands } = GRADE_SCALE_LIMITS;
  if (rows.length === 0) return 'The scale needs at least one band';
  if (rows.length > maxBands) return `The scale may have at most ${maxBands} bands`;
  for (const [index, row] of rows.entries()) {
    const at = `Band ${index + 1}`;
    if (!row.letter.trim()) return `${at}: letter is required`;
    if (lengthOf(row.letter.trim()) > letterMax) return `${at}: letter must be at most ${letterMax} characters`;
    if (!isNumberIn(row.minPercentage, 0, 100)) return `${at}: minimum percentage must be from 0 to 100`;
    if (!isNumberIn(row.gradePoint, 0, maxGradePoint)) return `${at}: grade point must be from 0 to ${maxGradePoint}`;
  }
  if (!rows.some((row) => Number(row.minPercentage) === 0)) return 'One band must start at 0 %';
  if (new Set(rows.map((row) => Number(row.minPercentage))).size !== rows.length) return 'Two bands have the same minimum percentage';
  if (new Set(rows.map((row) => row.letter.trim().toUpperCase())).size !== rows.length) return 'Two bands have the same letter';
  return null;
}

/** Highest band first, as the API answers. */
export const toBands = (rows: BandRow[]): GradeBand[] =>
  rows
    .map((row) => ({ minPercentage: Number(row.minPercentage), letter: row.letter.trim(), gradePoint: Number(row.gradePoint) }))
    .sort((a, b) => b.minPercentage - a.minPercentage);
