import { formatLongDate, yearLabel } from '@college/shared-ui/format';
import { verifyText as text } from './content.ts';
import type { VerifiedDocument } from './verifyDocument.ts';

const fixed = (value: number | null) => (value === null ? text.notAvailable : value.toFixed(2));

/** Whose document a code belongs to and everything it states, as it was issued. */
export function VerifiedDocumentView({ document }: { document: VerifiedDocument }) {
  const { student, years, cgpa, hallTicket } = document.statement;
  return (
    <article className="verify-document" aria-labelledby="verify-document-title">
      <p className="verify-document__genuine">
        {text.genuine}: {document.college}
      </p>
      <h2 id="verify-document-title">
        {text.kind[document.kind]} {document.code}
      </h2>
      <p>{document.title}</p>
      <dl className="verify-document__facts">
        <div>
          <dt>{text.name}</dt>
          <dd>{student.name}</dd>
        </div>
        <div>
          <dt>{text.enrollmentNumber}</dt>
          <dd>{student.enrollmentNumber ?? text.notProvided}</dd>
        </div>
        <div>
          <dt>{text.issuedOn}</dt>
          <dd>{formatLongDate(document.issuedAt)}</dd>
        </div>
      </dl>
      {years.map((year) => (
        <section key={year.academicYear} aria-labelledby={`verify-year-${year.academicYear}`}>
          <h3 id={`verify-year-${year.academicYear}`}>
            {yearLabel(year.yearOfStudy)}, {year.academicYear}
          </h3>
          <div className="verify-document__scroll">
            <table>
              <caption>
                Subjects, {yearLabel(year.yearOfStudy)}, {year.academicYear}
              </caption>
              <thead>
                <tr>
                  {text.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {year.subjects.map((subject) => (
                  <tr key={subject.code}>
                    <td>{subject.code}</td>
                    <th scope="row">{subject.name}</th>
                    <td>{subject.percentage.toFixed(2)}%</td>
                    <td>{subject.grade}</td>
                    <td>{subject.gradePoint.toFixed(2)}</td>
                    <td>{subject.passed ? text.pass : text.fail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            SGPA: <strong>{fixed(year.sgpa)}</strong>
          </p>
        </section>
      ))}
      {hallTicket ? (
        <section aria-labelledby="verify-papers">
          <h3 id="verify-papers">
            {text.papers}, {yearLabel(hallTicket.yearOfStudy)}
          </h3>
          <div className="verify-document__scroll">
            <table>
              <caption>{text.papers}</caption>
              <thead>
                <tr>
                  {text.paperColumns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {hallTicket.papers.map((paper) => (
                  <tr key={`${paper.date}-${paper.time}-${paper.examCode}`}>
                    <td>{paper.date}</td>
                    <td>{paper.time}</td>
                    <td>{paper.examCode}</td>
                    <th scope="row">{paper.subject}</th>
                    <td>{paper.venue || text.roomLater}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {document.kind === 'transcript' ? (
        <p className="verify-document__cgpa">
          CGPA: <strong>{fixed(cgpa)}</strong>
        </p>
      ) : null}
    </article>
  );
}
