import type { ClassStudent } from '@college/shared-ui/portal';
import { fullName } from '@college/shared-ui/portal';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { rowAfterKey } from '../gridNavigation.ts';
import { type MarkCell, parsePastedValues } from '../marksCells.ts';

type Column = 'marks' | 'absent';

export interface MarksGridProps {
  caption: string;
  students: ClassStudent[];
  cells: MarkCell[];
  maxMarks: number;
  readOnly: boolean;
  /** The message shown at a cell, or null. */
  errorAt: (row: number) => string | null;
  onChange: (row: number, cell: MarkCell) => void;
  onPaste: (row: number, values: MarkCell[]) => void;
  onLeave: (row: number) => void;
}

export const cellIdOf = (studentId: number, column: Column) => `marks-${studentId}-${column}`;

/**
 * One row per student: marks and Absent. Enter and ArrowDown go to the next row's cell, ArrowUp to the
 * previous one (the number is left as it is); Tab works as everywhere. A pasted column fills this cell
 * and the ones below it.
 */
export function MarksGrid({ caption, students, cells, maxMarks, readOnly, errorAt, onChange, onPaste, onLeave }: MarksGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);

  function move(event: KeyboardEvent<HTMLInputElement>, row: number, column: Column) {
    const target = rowAfterKey(event.key, row, students.length, event);
    if (target === null) return;
    event.preventDefault();
    const student = students[target];
    if (student) tableRef.current?.querySelector<HTMLInputElement>(`#${cellIdOf(student.id, column)}`)?.focus();
  }

  function paste(event: ClipboardEvent<HTMLInputElement>, row: number) {
    const values = parsePastedValues(event.clipboardData.getData('text'));
    // a single number goes in as any paste would, at the caret
    if (values.length === 1 && !values[0]?.absent) return;
    event.preventDefault();
    onPaste(row, values);
  }

  return (
    <section className="marks-grid" aria-label={caption}>
      <table ref={tableRef} className="marks-grid__table">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="marks-grid__student">
              Student
            </th>
            <th scope="col">Marks (out of {maxMarks})</th>
            <th scope="col">Absent</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student, row) => {
            const cell = cells[row] ?? { text: '', absent: false };
            const name = fullName(student.firstName, student.lastName);
            const error = errorAt(row);
            const errorId = `${cellIdOf(student.id, 'marks')}-error`;
            return (
              <tr key={student.id} className={error ? 'marks-grid__row--invalid' : undefined}>
                <th scope="row" className="marks-grid__student">
                  <span className="marks-grid__name">{name}</span>
                  <span className="marks-grid__enrollment">{student.enrollmentNumber ?? 'No enrollment number'}</span>
                </th>
                <td>
                  <input
                    id={cellIdOf(student.id, 'marks')}
                    className="marks-grid__input"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={`Marks for ${name}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    placeholder={cell.absent ? 'Absent' : undefined}
                    value={cell.text}
                    readOnly={readOnly}
                    onChange={(event) => onChange(row, { text: event.target.value, absent: false })}
                    onKeyDown={(event) => move(event, row, 'marks')}
                    onPaste={(event) => paste(event, row)}
                    onFocus={(event) => event.target.select()}
                    onBlur={() => onLeave(row)}
                  />
                  {error ? (
                    <p id={errorId} className="marks-grid__error">
                      {error}
                    </p>
                  ) : null}
                </td>
                <td>
                  <input
                    id={cellIdOf(student.id, 'absent')}
                    className="marks-grid__absent"
                    type="checkbox"
                    aria-label={`Absent: ${name}`}
                    checked={cell.absent}
                    disabled={readOnly}
                    onChange={(event) => onChange(row, { text: '', absent: event.target.checked })}
                    onKeyDown={(event) => move(event, row, 'absent')}
                    onBlur={() => onLeave(row)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
