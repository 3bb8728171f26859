import { CourseHistory, getStudentHistory } from '@college/shared-ui/portal';
import { yearLabel } from '@college/shared-ui/format';
import { useQuery } from '@college/shared-ui/queries';
import { Link } from 'react-router-dom';
import { LoadedView } from '../../components/LoadedView.tsx';
import { promotionPaths } from './promotionPaths.ts';

const STATUS = { active: 'Active', graduated: 'Graduated', archived: 'Archived' } as const;

/** The admin's view of one student's course, year by year. */
export function StudentHistoryPage({ studentId }: { studentId: number }) {
  const query = useQuery({ queryKey: ['student-history', studentId], queryFn: () => getStudentHistory(studentId) });
  return (
    <section aria-labelledby="history-heading">
      <LoadedView query={query} loading="Loading the course history...">
        {(history) => (
          <>
            <h1 id="history-heading">
              Course history of {history.student.firstName} {history.student.lastName}
            </h1>
            <p>
              {history.student.enrollmentNumber}, {yearLabel(history.student.year)}, {STATUS[history.student.status]}.{' '}
              <Link to={promotionPaths.preview}>Back to promotion</Link>
            </p>
            <CourseHistory history={history} level={2} />
          </>
        )}
      </LoadedView>
    </section>
  );
}
