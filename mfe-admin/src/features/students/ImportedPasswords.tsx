import type { AdminStudent, WithInitialPassword } from '@college/shared-ui/portal';
import { fullName, orNA } from '../../lib/format.ts';
import { datedFilename, downloadCsv } from '../../lib/downloadCsv.ts';

export type ImportedStudent = AdminStudent & WithInitialPassword;

/** After an import: each new student's sign-in and one-time password, shown this once. */
export function ImportedPasswords({ students }: { students: ImportedStudent[] }) {
  const rows = students.map((s) => [fullName(s), s.contactInfo?.email ?? '', s.initialPassword]);
  return (
    <>
      <p role="status">{students.length} students imported. Their one-time passwords are shown only now; hand them out or download them before closing.</p>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => downloadCsv(datedFilename('student-passwords'), [['name', 'login', 'oneTimePassword'], ...rows])}
      >
        Download passwords (CSV)
      </button>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
      <section className="ui-table-scroll admin-import-passwords" tabIndex={0} aria-label="Imported students">
        <table className="ui-table">
          <caption className="ui-visually-hidden">Imported students</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Sign-in</th>
              <th scope="col">One-time password</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s) => (
              <tr key={s.id}>
                <td>{fullName(s)}</td>
                <td>{orNA(s.contactInfo?.email)}</td>
                <td>
                  <code>{s.initialPassword}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
