import { type MySubject, formatDate } from '@college/shared-ui/portal';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { cellError, cellFromText, type MarkCell, marksTexts, pasteInto } from '../marksCells.ts';
import { type SheetState, useMarksSheet } from '../useMarksSheet.ts';
import { MarksGrid } from './MarksGrid.tsx';
import { MarksSummary } from './MarksSummary.tsx';
import { PublishDialog } from './PublishDialog.tsx';

type Outcome = { ok: boolean; text: string } | null;

/** The marks of one assessment for the whole class: typed, checked, saved in one go, then published. */
export function MarksEditor({ mySubject, initial }: { mySubject: MySubject; initial: SheetState }) {
  const [state, setState] = useState(initial);
  const { dirty, published, save, publish } = useMarksSheet(state, setState);
  const [touched, setTouched] = useState<ReadonlySet<number>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pasteNote, setPasteNote] = useState('');
  const [publishing, setPublishing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { assessment, entries } = state.sheet;
  const students = entries.map((entry) => entry.student);

  const errorAt = (row: number) => {
    const own = cellError(state.cells[row] as MarkCell, assessment.maxMarks);
    if (own && (submitted || touched.has(row))) return own;
    return serverErrors[row] ?? null;
  };
  const problems = students.flatMap((student, row) => {
    const message = submitted ? errorAt(row) : serverErrors[row];
    return message ? [{ student, message }] : [];
  });

  const setCells = (cells: MarkCell[], rows: number[]) => {
    setState((current) => ({ ...current, cells }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([row]) => !rows.includes(Number(row)))));
    setOutcome(null);
  };
  const change = (row: number, cell: MarkCell) =>
    setCells(
      state.cells.map((old, index) => (index === row ? cell : old)),
      [row],
    );
  const leave = (row: number) => {
    setTouched((current) => new Set(current).add(row));
    const cell = state.cells[row] as MarkCell;
    const typed = cellFromText(cell.text);
    if (!cell.absent && typed.absent) change(row, typed);
  };
  const paste = (row: number, values: MarkCell[]) => {
    const { cells, filled, leftOut } = pasteInto(state.cells, row, values);
    const rows = Array.from({ length: filled }, (_, offset) => row + offset);
    setCells(cells, rows);
    setTouched((current) => new Set([...current, ...rows]));
    setPasteNote(
      `Pasted ${filled} ${filled === 1 ? 'value' : 'values'}.${leftOut > 0 ? ` ${leftOut} more did not fit below this row and were left out.` : ''}`,
    );
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    flushSync(() => {
      setSubmitted(true);
      setOutcome(null);
    });
    if (state.cells.some((cell) => cellError(cell, assessment.maxMarks))) {
      document.querySelector<HTMLButtonElement>('.marks-summary__link')?.focus();
      return;
    }
    setBusy(true);
    const result = await save();
    setBusy(false);
    if (result.ok) {
      setSubmitted(false);
      setTouched(new Set());
      setOutcome({ ok: true, text: marksTexts.saved });
    } else {
      setServerErrors(result.cellErrors);
      if (result.message) setOutcome({ ok: false, text: result.message });
    }
  }

  const caption = `Marks for ${assessment.name}, ${mySubject.subject.name}`;
  return (
    <>
      <h2 className="marks-page__title">{assessment.name}</h2>
      <p className="marks-page__facts">
        {mySubject.subject.name} · {formatDate(assessment.date)} · out of {assessment.maxMarks} · weight {assessment.weight}%
      </p>
      {state.restored && dirty ? (
        <p className="auth-notice" role="status">
          {marksTexts.restored}
        </p>
      ) : null}
      {published ? <p className="marks-page__published">{marksTexts.publishedNote(formatDate(assessment.publishedAt))}</p> : null}
      <form className="marks-page__form" noValidate onSubmit={submit} aria-busy={busy}>
        <MarksGrid
          caption={caption}
          students={students}
          cells={state.cells}
          maxMarks={assessment.maxMarks}
          readOnly={published}
          errorAt={errorAt}
          onChange={change}
          onPaste={paste}
          onLeave={leave}
        />
        <p role="status" className="marks-page__note">
          {pasteNote}
        </p>
        {published ? null : <MarksSummary problems={problems} />}
        <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? 'marks-page__failure' : 'marks-page__done'}>
          {outcome?.text}
        </p>
        {published ? null : (
          <div className="marks-page__actions">
            <button type="submit" className="ui-button" disabled={busy}>
              Save marks
            </button>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => (dirty ? setOutcome({ ok: false, text: marksTexts.unsavedBeforePublish }) : setPublishing(true))}
            >
              Publish
            </button>
          </div>
        )}
      </form>
      <PublishDialog
        open={publishing}
        assessmentName={assessment.name}
        onClose={() => setPublishing(false)}
        onPublish={async () => {
          const result = await publish();
          if (result.ok) setOutcome({ ok: true, text: marksTexts.published });
          return result;
        }}
      />
    </>
  );
}
