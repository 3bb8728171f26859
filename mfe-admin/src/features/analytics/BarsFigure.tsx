import type { ReactNode } from 'react';
import { ScrollBox } from '../../components/ScrollBox.tsx';

export interface Bar {
  key: string;
  label: string;
  /** 0 to 1 of the bar's full length. */
  share: number;
  /** What the bar's end says. */
  valueText: string;
}

const ROW = 26;
const GAP = 8;
const LABEL = 90;
const WIDTH = 340;

/** Horizontal bars with a short spoken summary, beside a table holding the same numbers (the table is the record). */
export function BarsFigure({ id, title, summary, bars, table }: { id: string; title: string; summary: string; bars: Bar[]; table: ReactNode }) {
  const height = Math.max(1, bars.length) * (ROW + GAP) - GAP;
  const barSpace = WIDTH - LABEL - 70;
  return (
    <figure className="analytics-pass" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="ui-grade-chart__title">
        {title}
      </figcaption>
      <div className="analytics-pass__body">
        <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${height}`} className="analytics-pass__bars" preserveAspectRatio="xMinYMin meet">
          {bars.map((bar, index) => {
            const y = index * (ROW + GAP);
            return (
              <g key={bar.key}>
                <text x={LABEL - 8} y={y + ROW / 2} dy="0.35em" textAnchor="end" className="ui-grade-chart__label">
                  {bar.label}
                </text>
                <rect x={LABEL} y={y} width={barSpace} height={ROW} rx={3} className="analytics-pass__track" />
                <rect x={LABEL} y={y} width={Math.max(0, Math.min(1, bar.share)) * barSpace} height={ROW} rx={3} className="ui-grade-chart__bar" />
                <text x={LABEL + barSpace + 6} y={y + ROW / 2} dy="0.35em" className="ui-grade-chart__count">
                  {bar.valueText}
                </text>
              </g>
            );
          })}
        </svg>
        <ScrollBox label={`${title}, in numbers`}>{table}</ScrollBox>
      </div>
    </figure>
  );
}
