import { useId } from 'react';
import './charts.css';

export interface GradeDistributionChartProps {
  /** One entry per grade letter, in the order the bars are drawn (the grade scale's order). */
  distribution: { grade: string; count: number }[];
  title: string;
}

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 44;
const COUNT_WIDTH = 36;
const WIDTH = 320;

const plural = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/** The sentence a screen reader hears for the chart: every grade with its count, and the total. */
export function distributionSummary(title: string, distribution: GradeDistributionChartProps['distribution']): string {
  const total = distribution.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return `${title}: no grades yet.`;
  const parts = distribution.map((entry) => `${entry.grade}: ${entry.count}`).join(', ');
  return `${title}, ${plural(total)}. ${parts}.`;
}

/**
 * Students per grade as horizontal bars. The SVG is one image with a spoken summary; the same numbers
 * are in a table beside it, so nobody has to read them off the bars.
 */
export function GradeDistributionChart({ distribution, title }: GradeDistributionChartProps) {
  const titleId = useId();
  const highest = Math.max(1, ...distribution.map((entry) => entry.count));
  const barSpace = WIDTH - LABEL_WIDTH - COUNT_WIDTH;
  const height = Math.max(1, distribution.length) * (BAR_HEIGHT + GAP) - GAP;
  return (
    <figure className="ui-grade-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="ui-grade-chart__title">
        {title}
      </figcaption>
      <div className="ui-grade-chart__body">
        <svg
          className="ui-grade-chart__bars"
          role="img"
          aria-label={distributionSummary(title, distribution)}
          viewBox={`0 0 ${WIDTH} ${height}`}
          preserveAspectRatio="xMinYMin meet"
        >
          {distribution.map((entry, index) => {
            const y = index * (BAR_HEIGHT + GAP);
            const barWidth = (entry.count / highest) * barSpace;
            return (
              <g key={entry.grade}>
                <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} dy="0.35em" textAnchor="end" className="ui-grade-chart__label">
                  {entry.grade}
                </text>
                <rect x={LABEL_WIDTH} y={y} width={barWidth} height={BAR_HEIGHT} rx={3} className="ui-grade-chart__bar" />
                <text x={LABEL_WIDTH + barWidth + 6} y={y + BAR_HEIGHT / 2} dy="0.35em" className="ui-grade-chart__count">
                  {entry.count}
                </text>
              </g>
            );
          })}
        </svg>
        <table className="ui-grade-chart__table">
          <caption className="ui-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Grade</th>
              <th scope="col">Students</th>
            </tr>
          </thead>
          <tbody>
            {distribution.map((entry) => (
              <tr key={entry.grade}>
                <th scope="row">{entry.grade}</th>
                <td>{entry.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
