import { ApiError } from '@college/shared-ui';
import { getMarksSheet, type MarksSheet, publishAssessment, saveMarksSheet } from '@college/shared-ui/portal';
import { useQueryClient } from '@college/shared-ui/queries';
import { useCallback, useEffect } from 'react';
import { fieldErrorOf } from '../../lib/apiFieldError.ts';
import { cellError, cellFromEntry, entryFromCell, type MarkCell, sameCells } from './marksCells.ts';
import { applyDraft, clearMarksDraft, loadMarksDraft, saveMarksDraft } from './marksDraft.ts';

export interface SheetState {
  sheet: MarksSheet;
  /** The cells as the API last stored them. */
  saved: MarkCell[];
  /** The cells as on screen. */
  cells: MarkCell[];
  /** The version a save is made against: the sheet's, or the draft's when typed marks were restored. */
  baseVersion: number;
  restored: boolean;
}

export type SaveOutcome = { ok: true } | { ok: false; message: string; cellErrors: Record<number, string> };

const storage = () => window.sessionStorage;
const cellsOf = (sheet: MarksSheet) => sheet.entries.map(cellFromEntry);
const studentIdsOf = (sheet: MarksSheet) => sheet.entries.map((entry) => entry.student.id);

/** The sheet from the API with any unsaved marks of this tab laid over it. */
export async function openSheet(assessmentId: number, store: Storage): Promise<SheetState> {
  const sheet = await getMarksSheet(assessmentId);
  const saved = cellsOf(sheet);
  const draft = sheet.assessment.status === 'draft' ? loadMarksDraft(store, assessmentId) : null;
  const cells = draft ? applyDraft(studentIdsOf(sheet), saved, draft) : saved;
  const restored = Boolean(draft) && !sameCells(cells, saved);
  if (!restored) clearMarksDraft(store, assessmentId);
  return { sheet, saved, cells, baseVersion: restored && draft ? draft.version : sheet.version, restored };
}

/** Keeps the typed cells over a newer sheet (after a conflict), matched by student. */
export function adoptNewerSheet(state: SheetState, newer: MarksSheet): SheetState {
  const typed = new Map(studentIdsOf(state.sheet).map((id, index) => [id, state.cells[index] as MarkCell]));
  const saved = cellsOf(newer);
  const cells = studentIdsOf(newer).map((id, index) => typed.get(id) ?? (saved[index] as MarkCell));
  return { sheet: newer, saved, cells, baseVersion: newer.version, restored: state.restored };
}

const entryIndexOf = (field: string | null) => {
  const match = field ? /^entries\/(\d+)\/marks$/.exec(field) : null;
  return match ? Number(match[1]) : null;
};

/** The marks sheet of one assessment: typed cells, their draft in sessionStorage, save and publish. */
export function useMarksSheet(state: SheetState, setState: (update: (current: SheetState) => SheetState) => void) {
  const assessmentId = state.sheet.assessment.id;
  const published = state.sheet.assessment.status === 'published';
  const dirty = !published && !sameCells(state.cells, state.saved);
  const queryClient = useQueryClient();
  // saved or published marks change the subject's page (its assessments, grades and class list)
  const subjectChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['subject-overview'] }), [queryClient]);

  useEffect(() => {
    if (!dirty) return clearMarksDraft(storage(), assessmentId);
    const cells = Object.fromEntries(studentIdsOf(state.sheet).map((id, index) => [String(id), state.cells[index] as MarkCell]));
    saveMarksDraft(storage(), assessmentId, { version: state.baseVersion, cells });
  }, [dirty, assessmentId, state.sheet, state.cells, state.baseVersion]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const maxMarks = state.sheet.assessment.maxMarks;
    if (state.cells.some((cell) => cellError(cell, maxMarks))) return { ok: false, message: '', cellErrors: {} };
    const entries = state.sheet.entries.map((entry, index) => ({ studentId: entry.student.id, ...entryFromCell(state.cells[index] as MarkCell) }));
    try {
      const next = await saveMarksSheet(assessmentId, { version: state.baseVersion, entries });
      const saved = cellsOf(next);
      setState(() => ({ sheet: next, saved, cells: saved, baseVersion: next.version, restored: false }));
      subjectChanged();
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The next save is made over the newer sheet; what was typed stays on the page.
        const newer = await getMarksSheet(assessmentId).catch(() => null);
        if (newer) setState((current) => adoptNewerSheet(current, newer));
        return { ok: false, message: error.message, cellErrors: {} };
      }
      const { field, message } = fieldErrorOf(error, (path) => entryIndexOf(path) !== null);
      const index = entryIndexOf(field);
      return index === null ? { ok: false, message, cellErrors: {} } : { ok: false, message: '', cellErrors: { [index]: message } };
    }
  }, [assessmentId, state, setState, subjectChanged]);

  const publish = useCallback(async (): Promise<{ ok: true } | { ok: false; message: string }> => {
    try {
      const assessment = await publishAssessment(assessmentId, state.sheet.assessment.version);
      setState((current) => ({ ...current, sheet: { ...current.sheet, assessment } }));
      subjectChanged();
      return { ok: true };
    } catch (error) {
      // `entries: Enter marks or Absent for every student before publishing` is about the whole sheet: the sentence is enough
      return { ok: false, message: fieldErrorOf(error, (path) => path === 'entries').message };
    }
  }, [assessmentId, state.sheet.assessment.version, setState, subjectChanged]);

  return { dirty, published, save, publish };
}
