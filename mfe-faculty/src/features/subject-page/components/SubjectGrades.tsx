import { GradeDistributionChart, type SubjectResults } from '@college/shared-ui/portal';

/** How the class stands in the subject, over every assessment so far. */
export function SubjectGrades({ results }: { results: SubjectResults | null }) {
  return (
    <section className="faculty-panel" aria-labelledby="subject-grades-title">
      <h2 id="subject-grades-title">Grade distribution</h2>
      {results ? (
        <>
          <GradeDistributionChart distribution={results.distribution} title={`Students per grade, ${results.subject.name}`} />
          <p>
            Pass rate: {results.passRate === null ? 'no results yet' : `${results.passRate}%`}.
            {results.includesDrafts ? ' Includes marks that are not published yet.' : ''}
          </p>
        </>
      ) : (
        <p className="ui-table-empty">The grade distribution could not be worked out right now.</p>
      )}
    </section>
  );
}
