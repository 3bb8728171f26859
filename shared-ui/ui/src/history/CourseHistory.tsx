import type { StudentHistoryReply } from '@college/contract';
import { yearLabel } from '../format/labels.ts';
import { type Column, DataTable } from '../table/DataTable.tsx';
import { attendanceText, feesText, outcomeText } from './historyTexts.ts';
import './course-history.css';

type YearRow = StudentHistoryReply['years'][number];
type Result = YearRow['results'][number];

const RESULT_COLUMNS: Column<Result>[] = [
  { key: 'subject', header: 'Subject', render: (row) => `${row.subject.code} ${row.subject.name}` },
  { key: 'percentage', header: 'Percentage', render: (row) => `${row.percentage}%` },
  { key: 'grade', header: 'Grade', render: (row) => row.grade },
  { key: 'result', header: 'Result', render: (row) => (row.passed ? 'Pass' : 'Fail') },
];

/**
 * A student's course year by year (oldest first): year of study, outcome, attendance, fees and the published
 * results of each academic year. `level` is the heading level of each year under the page's own headings.
 */
export function CourseHistory({ history, level }: { history: StudentHistoryReply; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  if (history.years.length === 0) return <p>No academic year is on record yet.</p>;
  return (
    <ol className="course-history">
      {history.years.map((year) => {
        const headingId = `course-year-${year.academicYear}`;
        return (
          <li key={year.academicYear}>
            <section aria-labelledby={headingId}>
              <Heading id={headingId}>
                {year.academicYear}
                {year.current ? ' (current)' : ''}
              </Heading>
              <dl className="course-history__facts">
                <dt>Year of study</dt>
                <dd>{year.yearOfStudy ? yearLabel(year.yearOfStudy) : 'Not recorded'}</dd>
                <dt>Outcome</dt>
                <dd>{outcomeText(year)}</dd>
                <dt>Attendance</dt>
                <dd>{attendanceText(year)}</dd>
                <dt>Fees</dt>
                <dd>{feesText(year)}</dd>
                <dt>SGPA</dt>
                <dd>{year.sgpa ?? 'None yet'}</dd>
              </dl>
              <DataTable
                caption={`Results ${year.academicYear}`}
                columns={RESULT_COLUMNS}
                rows={year.results}
                rowKey={(row) => row.subject.id}
                emptyMessage="No published results for this year."
              />
            </section>
          </li>
        );
      })}
    </ol>
  );
}
