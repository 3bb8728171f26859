import type { GradeBand } from '@college/shared-ui/portal';
import { bandRanges } from '../resultTexts.ts';

/** How a percentage becomes a grade and a grade point, and how SGPA and CGPA are worked out. */
export function GradeScale({ scale }: { scale: GradeBand[] }) {
  return (
    <section className="student-results__scale" aria-labelledby="grade-scale-title">
      <h3 id="grade-scale-title">The grade scale</h3>
      <p>
        A subject's percentage is the weighted sum of its assessments; Absent counts as 0 marks. A grade point of 0 is a fail. SGPA is the mean grade point of a
        year's subjects with a published result, CGPA the mean over all of them.
      </p>
      <table className="student-results__bands">
        <caption className="ui-visually-hidden">Grade scale</caption>
        <thead>
          <tr>
            <th scope="col">Percentage</th>
            <th scope="col">Grade</th>
            <th scope="col">Grade point</th>
          </tr>
        </thead>
        <tbody>
          {bandRanges(scale).map(({ band, range }) => (
            <tr key={band.letter}>
              <td>{range}</td>
              <th scope="row">{band.letter}</th>
              <td>{band.gradePoint}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
