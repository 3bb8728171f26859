import { fullName } from '../../lib/format.ts';
import { type ImportPreview, isImportable } from './studentImport.ts';

/** What the chosen file holds: file-level problems, then each bad row and why. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const bad = preview.rows.filter((row) => row.problems.length > 0);
  const ok = isImportable(preview);
  return (
    <div className="admin-import-preview" aria-live="polite">
      <p role="status">
        {preview.rows.length} rows read: {preview.rows.length - bad.length} ready, {bad.length} with problems.
        {ok ? ' Nothing is imported until you confirm.' : ' Nothing will be imported: correct the file and choose it again.'}
      </p>
      {preview.fileProblems.length > 0 ? (
        <ul className="ui-error">
          {preview.fileProblems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {bad.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
        <section className="ui-table-scroll" tabIndex={0} aria-label="Rows with problems">
          <table className="ui-table">
            <caption className="ui-visually-hidden">Rows with problems</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Student</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {bad.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{fullName(row.values)}</td>
                  <td>{row.problems.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
