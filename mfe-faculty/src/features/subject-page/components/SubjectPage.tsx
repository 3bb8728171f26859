import { Spinner, usePageMeta } from '@college/shared-ui';
import { formatYear } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useParams } from 'react-router-dom';
import { useFacultyId } from '../../../lib/useFacultyId.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { facultyPaths } from '../../../lib/subjectPaths.ts';
import { loadSubjectOverview } from '../subjectOverview.ts';
import { AssessmentsSection } from './AssessmentsSection.tsx';
import { ClassList } from './ClassList.tsx';
import { SubjectGrades } from './SubjectGrades.tsx';
import '../subject-page.css';

/** One of the member's subjects: its assessments (and adding one), its students and its grades. */
export default function SubjectPage() {
  const facultyId = useFacultyId();
  const subjectId = Number(useParams().subjectId);
  const key = ['subject-overview', facultyId, subjectId];
  const loaded = loadedOf(useQuery({ queryKey: key, queryFn: () => loadSubjectOverview(facultyId, subjectId) }));
  const queryClient = useQueryClient();
  const replace = (next: Awaited<ReturnType<typeof loadSubjectOverview>>) => queryClient.setQueryData(key, next);
  const overview = loaded.status === 'ready' ? loaded.data : null;
  usePageMeta({
    title: `${overview ? overview.mySubject.subject.name : 'Subject'} | Faculty Dashboard | Physiotherapy College`,
    description: 'The students, assessments, marks and grades of a subject you teach.',
    robots: 'noindex, nofollow',
  });
  const back = <BackLink to={facultyPaths.dashboard(facultyId)}>Back to My subjects</BackLink>;
  if (loaded.status === 'loading') return <Spinner label="Loading the subject..." />;
  if (loaded.status === 'failed' || !overview) {
    return (
      <>
        {back}
        <p role="alert">
          {loaded.status === 'failed' && !loaded.refused
            ? `The subject could not be loaded: ${loaded.message}`
            : 'This subject is not one of yours this academic year.'}
        </p>
      </>
    );
  }
  const { subject, academicYear } = overview.mySubject;
  return (
    <>
      {back}
      <h2 className="subject-title">
        {subject.name} <span className="subject-title__code">({subject.code})</span>
      </h2>
      <p className="subject-facts">
        {formatYear(subject.year)} · Academic year {academicYear} · {overview.students.length} students
      </p>
      <AssessmentsSection
        facultyId={facultyId}
        subjectId={subject.id}
        academicYear={academicYear}
        assessments={overview.assessments}
        onAdded={(added) => replace({ ...overview, assessments: [...overview.assessments, added] })}
      />
      <SubjectGrades results={overview.results} />
      <ClassList students={overview.students} />
    </>
  );
}
