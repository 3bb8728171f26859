import { type Column, DataTable, formatYear, marksheetUrl, type StudentResults, type SubjectResult } from '@college/shared-ui/portal';
import { assessmentMarksText, gpaText, percentText } from '../resultTexts.ts';

const columns: Column<SubjectResult>[] = [
  { key: 'subject', header: 'Subject', render: (r) => `${r.subject.name} (${r.subject.code})` },
  {
    key: 'assessments',
    header: 'Assessments',
    render: (r) => (
      <ul className="student-results__assessments">
        {r.assessments.map((a) => (
          <li key={a.name}>
            {a.name}: {assessmentMarksText(a)}
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'percentage', header: 'Percentage', render: (r) => percentText(r.percentage) },
  { key: 'grade', header: 'Grade', render: (r) => r.grade },
  { key: 'gradePoint', header: 'Grade point', render: (r) => r.gradePoint },
  { key: 'result', header: 'Result', render: (r) => <span className={r.passed ? 'student-pass' : 'student-fail'}>{r.passed ? 'Pass' : 'Fail'}</span> },
];

type YearOfResults = StudentResults['years'][number];

export function YearResults({ year, studentId }: { year: YearOfResults; studentId: number }) {
  const titleId = `results-${year.academicYear}`;
  return (
    <section className="student-results__year" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {year.academicYear}, {formatYear(year.yearOfStudy)}
      </h3>
      <p className="student-results__gpa">
        SGPA: <strong>{gpaText(year.sgpa)}</strong>
      </p>
      <p>
        <a className="ui-button ui-button--secondary" href={marksheetUrl(studentId, year.academicYear)} download>
          Download marksheet {year.academicYear} (PDF)
        </a>
      </p>
      <DataTable
        caption={`Results ${year.academicYear}`}
        columns={columns}
        rows={year.subjects}
        rowKey={(r) => r.subject.id}
        emptyMessage="No results published for this year yet."
      />
    </section>
  );
}
