import type { AdminStudent, WithSignInLink } from '@college/shared-ui/portal';
import { fullName } from '../../lib/format.ts';

export type ImportedStudent = AdminStudent & WithSignInLink;

/** After an import: where each new student's first-sign-in link was mailed (no password is shown or kept). */
export function ImportedAccounts({ students }: { students: ImportedStudent[] }) {
  return (
    <>
      <p role="status">
        {students.length} students imported. Each was sent a link by e-mail to choose their password; "Send sign-in link" in the list sends it again.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
      <section className="ui-table-scroll admin-import-passwords" tabIndex={0} aria-label="Imported students">
        <table className="ui-table">
          <caption className="ui-visually-hidden">Imported students</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Sign-in link sent to</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s) => (
              <tr key={s.id}>
                <td>{fullName(s)}</td>
                <td>{s.signInLinkSentTo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
