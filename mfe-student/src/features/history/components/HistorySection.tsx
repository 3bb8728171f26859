import { Spinner, usePageMeta } from '@college/shared-ui';
import { CourseHistory, getStudentHistory } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { sectionMeta } from '../../../lib/studentPaths.ts';
import { useStudentId } from '../../../lib/useStudentId.ts';

/** Every academic year of the student's course: year of study, outcome, results, attendance and fees of that year. */
export default function HistorySection() {
  usePageMeta(sectionMeta('Course history'));
  const studentId = useStudentId();
  const loaded = loadedOf(useQuery({ queryKey: ['student-history', studentId], queryFn: () => getStudentHistory(studentId) }));
  return (
    <section className="student-section" aria-labelledby="student-history-title">
      <h2 id="student-history-title">Course history</h2>
      {loaded.status === 'loading' ? <Spinner label="Loading your course history..." /> : null}
      {loaded.status === 'failed' ? <p role="alert">Your course history could not be loaded: {loaded.message}</p> : null}
      {loaded.status === 'ready' ? <CourseHistory history={loaded.data} level={3} /> : null}
    </section>
  );
}
