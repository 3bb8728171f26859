import { Spinner } from '@college/shared-ui';
import { getPublicFaculty } from '../../../lib/getPublicFaculty.ts';
import { usePublicList } from '../../../lib/usePublicList.ts';
import { aboutText } from '../content.ts';

/** Members & Faculties: the faculty as the API lists them publicly (names, designation, specialization only). */
export function FacultyListTable() {
  const text = aboutText.facultyList;
  const { state, retry } = usePublicList(getPublicFaculty);
  if (state.status === 'loading') return <Spinner label={text.loading} />;
  if (state.status === 'error')
    return (
      <div role="alert" className="about-list-error">
        <p>{text.error}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={retry}>
          {text.retry}
        </button>
      </div>
    );
  if (state.items.length === 0) return <p>{text.empty}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section className="about-table-scroll" tabIndex={0} aria-label={text.caption}>
      <table className="about-table">
        <caption>{text.caption}</caption>
        <thead>
          <tr>
            {text.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.items.map((member, index) => (
            <tr key={`${member.firstName}-${member.lastName}-${index}`}>
              <td>
                {member.firstName} {member.lastName}
              </td>
              <td>{member.designation}</td>
              <td>{member.specialization}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
