/** One student's cell of the marks grid, as typed. */
export interface MarkCell {
  text: string;
  absent: boolean;
}

export const marksTexts = {
  notANumber: 'Enter a number, or tick Absent',
  outOfRange: (max: number) => `Marks must be between 0 and ${max}, or Absent`,
  notAHalfStep: 'Marks go in steps of 0.5 (like 7 or 7.5)',
  restored: 'Unsaved marks restored',
  saved: 'Marks saved.',
  published: 'Marks published.',
  unsavedBeforePublish: 'Save your changes before publishing.',
  publishedNote: (date: string) => `Published on ${date}. Ask the college office to reopen these marks to change them.`,
} as const;

const ABSENT = /^(ab|absent)$/i;

/** A value typed or pasted into a cell: `AB` or `Absent` (any case) marks the student absent. */
export function cellFromText(raw: string): MarkCell {
  const text = raw.trim();
  return ABSENT.test(text) ? { text: '', absent: true } : { text, absent: false };
}

/**
 * What a spreadsheet puts on the clipboard for a column (or a row): values split by newlines and tabs.
 * The line end after the last value is not a value.
 */
export function parsePastedValues(clipboard: string): MarkCell[] {
  const values = clipboard.replace(/\r\n?/g, '\n').split(/[\n\t]/);
  while (values.length > 1 && values.at(-1)?.trim() === '') values.pop();
  return values.map(cellFromText);
}

/** The cells from `start` down, filled with the pasted values; values past the last row are left out. */
export function pasteInto(cells: MarkCell[], start: number, values: MarkCell[]): { cells: MarkCell[]; filled: number; leftOut: number } {
  const next = [...cells];
  const filled = Math.min(values.length, Math.max(0, cells.length - start));
  for (let offset = 0; offset < filled; offset++) next[start + offset] = values[offset] as MarkCell;
  return { cells: next, filled, leftOut: values.length - filled };
}

/** The message for a cell that cannot be saved, or null. An empty cell is allowed until publishing. */
export function cellError(cell: MarkCell, maxMarks: number): string | null {
  const { text, absent } = normalCell(cell);
  if (absent || text === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return marksTexts.notANumber;
  const value = Number(text);
  if (value < 0 || value > maxMarks) return marksTexts.outOfRange(maxMarks);
  if (!Number.isInteger(value * 2)) return marksTexts.notAHalfStep;
  return null;
}

export function cellFromEntry(entry: { marks: number | null; absent: boolean }): MarkCell {
  return entry.absent ? { text: '', absent: true } : { text: entry.marks === null ? '' : String(entry.marks), absent: false };
}

/** The value the API stores for a valid cell. */
export function entryFromCell(cell: MarkCell): { marks: number | null; absent: boolean } {
  const { text, absent } = normalCell(cell);
  if (absent) return { marks: null, absent: true };
  return { marks: text === '' ? null : Number(text), absent: false };
}

/** A cell whose typed text is `AB` reads as Absent (typing is turned into the tick when the cell is left). */
export const normalCell = (cell: MarkCell): MarkCell => (cell.absent ? { text: '', absent: true } : cellFromText(cell.text));

export function sameCells(a: MarkCell[], b: MarkCell[]): boolean {
  return (
    a.length === b.length && a.every((cell, index) => JSON.stringify(normalCell(cell)) === JSON.stringify(normalCell(b[index] ?? { text: '', absent: false })))
  );
}
