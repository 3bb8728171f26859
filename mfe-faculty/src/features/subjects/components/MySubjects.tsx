import { Spinner } from '@college/shared-ui';
import { formatYear } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { Link } from 'react-router-dom';
import { loadMySubjects, publishedText } from '../../../lib/mySubjects.ts';
import { facultyPaths } from '../../../lib/subjectPaths.ts';
import '../subjects.css';

/** 'My subjects': what the member teaches this academic year, each a link to its page. */
export function MySubjects({ facultyId }: { facultyId: number }) {
  const loaded = loadedOf(useQuery({ queryKey: ['my-subjects', facultyId], queryFn: () => loadMySubjects(facultyId) }));
  return (
    <section className="faculty-panel" aria-labelledby="faculty-subjects-title">
      <h2 id="faculty-subjects-title">My subjects{loaded.status === 'ready' ? ` (${loaded.data.academicYear})` : ''}</h2>
      {loaded.status === 'loading' ? <Spinner label="Loading your subjects..." /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="ui-error">
          Your subjects could not be loaded: {loaded.message}
        </p>
      ) : null}
      {loaded.status === 'ready' && loaded.data.subjects.length === 0 ? (
        <p className="ui-table-empty">No subjects are assigned to you this academic year.</p>
      ) : null}
      {loaded.status === 'ready' && loaded.data.subjects.length > 0 ? (
        <ul className="faculty-subjects">
          {loaded.data.subjects.map((entry) => (
            <li key={entry.assignmentId} className="faculty-subjects__item">
              <h3 className="faculty-subjects__name">
                <Link to={facultyPaths.subject(facultyId, entry.subject.id)}>
                  {entry.subject.name} <span className="faculty-subjects__code">({entry.subject.code})</span>
                </Link>
              </h3>
              <p className="faculty-subjects__facts">
                <span>{formatYear(entry.subject.year)}</span>
                <span>
                  {entry.students} {entry.students === 1 ? 'student' : 'students'}
                </span>
                <span>{publishedText(entry)}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
