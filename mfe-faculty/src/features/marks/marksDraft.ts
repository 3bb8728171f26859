import type { MarkCell } from './marksCells.ts';

/** Typed marks not saved yet, kept for this tab so that leaving the page by mistake loses nothing. */
export interface MarksDraft {
  /** The sheet's version the marks were typed against: a save from the draft still meets a newer save as a conflict. */
  version: number;
  cells: Record<string, MarkCell>;
}

const keyOf = (assessmentId: number) => `college.marksDraft.${assessmentId}`;

function isCell(value: unknown): value is MarkCell {
  return typeof value === 'object' && value !== null && typeof (value as MarkCell).text === 'string' && typeof (value as MarkCell).absent === 'boolean';
}

export function loadMarksDraft(storage: Storage, assessmentId: number): MarksDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(assessmentId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { version, cells } = parsed as Partial<MarksDraft>;
    if (typeof version !== 'number' || typeof cells !== 'object' || cells === null || !Object.values(cells).every(isCell)) return null;
    return { version, cells };
  } catch {
    return null;
  }
}

export function saveMarksDraft(storage: Storage, assessmentId: number, draft: MarksDraft): void {
  try {
    storage.setItem(keyOf(assessmentId), JSON.stringify(draft));
  } catch {
    // storage full or refused: the marks are still on the page
  }
}

export function clearMarksDraft(storage: Storage, assessmentId: number): void {
  try {
    storage.removeItem(keyOf(assessmentId));
  } catch {
    // nothing to clear
  }
}

/** The draft's cells over the sheet's, row by row (students no longer in the class are dropped). */
export function applyDraft(studentIds: number[], saved: MarkCell[], draft: MarksDraft): MarkCell[] {
  return studentIds.map((id, index) => draft.cells[String(id)] ?? (saved[index] as MarkCell));
}
