import type { SubjectAnalytics } from '@college/shared-ui/portal';
import { ScrollBox } from '../../components/ScrollBox.tsx';

const ROW = 26;
const GAP = 8;
const LABEL = 90;
const WIDTH = 340;

const rateText = (rate: number | null) => (rate === null ? 'no results' : `${rate.toFixed(1)}%`);

export const passRateSummary = (rows: SubjectAnalytics[]) =>
  rows.length === 0 ? 'Pass rate: no subjects.' : `Pass rate per subject. ${rows.map((row) => `${row.subject.code}: ${rateText(row.passRate)}`).join(', ')}.`;

/** Pass rate of every subject as bars out of 100 %, with the same numbers in the table beside it. */
export function PassRateChart({ rows }: { rows: SubjectAnalytics[] }) {
  const height = Math.max(1, rows.length) * (ROW + GAP) - GAP;
  const barSpace = WIDTH - LABEL - 50;
  return (
    <figure className="analytics-pass" aria-labelledby="pass-rate-title">
      <figcaption id="pass-rate-title" className="ui-grade-chart__title">
        Pass rate per subject
      </figcaption>
      <div className="analytics-pass__body">
        <svg
          role="img"
          aria-label={passRateSummary(rows)}
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="analytics-pass__bars"
          preserveAspectRatio="xMinYMin meet"
        >
          {rows.map((row, index) => {
            const y = index * (ROW + GAP);
            const width = ((row.passRate ?? 0) / 100) * barSpace;
            return (
              <g key={row.subject.id}>
                <text x={LABEL - 8} y={y + ROW / 2} dy="0.35em" textAnchor="end" className="ui-grade-chart__label">
                  {row.subject.code}
                </text>
                <rect x={LABEL} y={y} width={barSpace} height={ROW} rx={3} className="analytics-pass__track" />
                <rect x={LABEL} y={y} width={width} height={ROW} rx={3} className="ui-grade-chart__bar" />
                <text x={LABEL + barSpace + 6} y={y + ROW / 2} dy="0.35em" className="ui-grade-chart__count">
                  {row.passRate === null ? '-' : `${Math.round(row.passRate)}%`}
                </text>
              </g>
            );
          })}
        </svg>
        <ScrollBox label="Pass rate per subject, in numbers">
          <table className="records-table">
            <caption className="ui-visually-hidden">Pass rate per subject</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Students</th>
                <th scope="col">Passed</th>
                <th scope="col">Pass rate</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.subject.id}>
                  <th scope="row">
                    {row.subject.code} {row.subject.name}
                  </th>
                  <td>{row.students}</td>
                  <td>{row.passed}</td>
                  <td>{rateText(row.passRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </figure>
  );
}
