import { Spinner, usePageMeta } from '@college/shared-ui';
import { getStudentResults, transcriptUrl } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { Link } from 'react-router-dom';
import { sectionMeta } from '../../../lib/studentPaths.ts';
import { useStudentId } from '../../../lib/useStudentId.ts';
import { gpaText } from '../resultTexts.ts';
import { GradeScale } from './GradeScale.tsx';
import { HallTicketPanel } from './HallTicketPanel.tsx';
import { YearResults } from './YearResults.tsx';
import '../results.css';

/** Published results per academic year with SGPA, the CGPA, and the grade scale explained. */
export default function ResultsSection() {
  usePageMeta(sectionMeta('Results'));
  return <ResultsContent studentId={useStudentId()} hallTickets />;
}

/** The results with their marksheets and transcript; `hallTickets`: the current student's hall tickets too. */
export function ResultsContent({ studentId, hallTickets }: { studentId: number; hallTickets: boolean }) {
  const loaded = loadedOf(useQuery({ queryKey: ['student-results', studentId], queryFn: () => getStudentResults(studentId) }));
  return (
    <section className="student-section" aria-labelledby="student-results-title">
      <h2 id="student-results-title">Results</h2>
      {hallTickets ? <HallTicketPanel studentId={studentId} /> : null}
      {loaded.status === 'loading' ? <Spinner label="Loading your results..." /> : null}
      {loaded.status === 'failed' ? <p role="alert">Your results could not be loaded: {loaded.message}</p> : null}
      {loaded.status === 'ready' ? (
        <>
          <p className="student-results__cgpa">
            CGPA: <strong>{gpaText(loaded.data.cgpa)}</strong>
          </p>
          {loaded.data.years.length === 0 ? (
            <p className="ui-table-empty">No results published yet.</p>
          ) : (
            <p className="student-results__documents">
              <a className="ui-button" href={transcriptUrl(studentId)} download>
                Download transcript (PDF)
              </a>{' '}
              Each marksheet and the transcript carry a verification code anyone can check at <Link to="/verify">the verification page</Link>.
            </p>
          )}
          {loaded.data.years.map((year) => (
            <YearResults key={year.academicYear} year={year} studentId={studentId} />
          ))}
          <GradeScale scale={loaded.data.scale} />
        </>
      ) : null}
    </section>
  );
}
