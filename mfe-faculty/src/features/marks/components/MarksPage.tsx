import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { Spinner, usePageMeta } from '@college/shared-ui';
import { useParams } from 'react-router-dom';
import { useFacultyId } from '../../../lib/useFacultyId.ts';
import { loadMySubject } from '../../../lib/mySubjects.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { facultyPaths } from '../../../lib/subjectPaths.ts';
import { openSheet } from '../useMarksSheet.ts';
import { MarksEditor } from './MarksEditor.tsx';
import '../marks.css';

async function loadMarksPage(facultyId: number, subjectId: number, assessmentId: number) {
  const [mySubject, sheet] = await Promise.all([loadMySubject(facultyId, subjectId), openSheet(assessmentId, window.sessionStorage)]);
  return mySubject && sheet.sheet.assessment.subjectId === subjectId ? { mySubject, sheet } : null;
}

/** The marks of one assessment of one of the member's subjects. */
export default function MarksPage() {
  const facultyId = useFacultyId();
  const params = useParams();
  const subjectId = Number(params.subjectId);
  const assessmentId = Number(params.assessmentId);
  // the grid is a working copy (with the drafts kept on this browser): opened afresh on each visit, never
  // replaced by a background refetch while marks are typed
  const loaded = loadedOf(
    useQuery({
      queryKey: ['marks-sheet', facultyId, subjectId, assessmentId],
      queryFn: () => loadMarksPage(facultyId, subjectId, assessmentId),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
  const page = loaded.status === 'ready' ? loaded.data : null;
  usePageMeta({
    title: `${page ? `${page.sheet.sheet.assessment.name}, ${page.mySubject.subject.name}` : 'Marks'} | Faculty Dashboard | Physiotherapy College`,
    description: 'Enter, save and publish the marks of an assessment.',
    robots: 'noindex, nofollow',
  });
  const back = <BackLink to={facultyPaths.subject(facultyId, subjectId)}>{`Back to ${page ? page.mySubject.subject.name : 'the subject'}`}</BackLink>;
  if (loaded.status === 'loading') return <Spinner label="Loading the marks..." />;
  if (!page) {
    return (
      <>
        {back}
        <p role="alert">
          {loaded.status === 'failed' && !loaded.refused ? `The marks could not be loaded: ${loaded.message}` : 'This assessment is not one of yours.'}
        </p>
      </>
    );
  }
  return (
    <>
      {back}
      <MarksEditor key={assessmentId} mySubject={page.mySubject} initial={page.sheet} />
    </>
  );
}
