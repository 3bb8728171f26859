import { yearLabel } from '@college/shared-ui/format';
import { type AdminStudent, getStudentResults, listStudents, marksheetUrl, type StudentResults, transcriptUrl } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { LoadedView } from '../../components/LoadedView.tsx';
import { studentDetail } from '../../lib/people.ts';
import { PersonPicker } from '../../components/PersonPicker.tsx';
import '../../components/records.css';
import { GradeScaleEditor } from './GradeScaleEditor.tsx';
import { ScrollBox } from '../../components/ScrollBox.tsx';

const gpa = (value: number | null) => (value === null ? '-' : value.toFixed(2));

function ResultYears({ results }: { results: StudentResults }) {
  const name = `${results.student.firstName} ${results.student.lastName}`;
  if (results.years.length === 0) return <p>No published results for {name} yet.</p>;
  return (
    <>
      <dl className="records-summary">
        <div>
          <dt>CGPA</dt>
          <dd>{gpa(results.cgpa)}</dd>
        </div>
      </dl>
      <p>
        <a className="ui-button ui-button--secondary" href={transcriptUrl(results.student.id)} download>
          Transcript of {name} (PDF)
        </a>
      </p>
      {results.years.map((year) => (
        <section key={year.academicYear} className="records-group" aria-labelledby={`results-${year.academicYear}`}>
          <h3 id={`results-${year.academicYear}`}>
            {year.academicYear}, {yearLabel(year.yearOfStudy)} <span className="records-muted">SGPA {gpa(year.sgpa)}</span>
          </h3>
          <p>
            <a href={marksheetUrl(results.student.id, year.academicYear)} download>
              Marksheet {year.academicYear} (PDF)
            </a>
          </p>
          <ScrollBox label={`Results of ${year.academicYear}`}>
            <table className="records-table">
              <caption className="ui-visually-hidden">
                Results of {name}, {year.academicYear}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">Percentage</th>
                  <th scope="col">Grade</th>
                  <th scope="col">Grade point</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {year.subjects.map((result) => (
                  <tr key={result.subject.id}>
                    <td>
                      {result.subject.code} {result.subject.name}
                    </td>
                    <td>{result.percentage.toFixed(2)}%</td>
                    <td>{result.grade}</td>
                    <td>{result.gradePoint}</td>
                    <td>{result.passed ? 'Pass' : 'Fail'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </section>
      ))}
    </>
  );
}

function ResultsOf({ student }: { student: AdminStudent }) {
  const query = useQuery({ queryKey: ['student-results', student.id], queryFn: () => getStudentResults(student.id) });
  return (
    <section aria-labelledby="student-results-heading" className="records-group">
      <h2 id="student-results-heading">
        Published results of {student.firstName} {student.lastName}
      </h2>
      <LoadedView query={query} loading="Loading results...">
        {(results) => <ResultYears results={results} />}
      </LoadedView>
    </section>
  );
}

/** A student's published results, SGPA per year and CGPA; and the grade scale. */
export default function StudentGradesSection() {
  const [student, setStudent] = useState<AdminStudent | null>(null);
  return (
    <section aria-labelledby="student-grades-heading">
      <h1 id="student-grades-heading">Student Grades</h1>
      <PersonPicker noun="student" search={listStudents} detail={studentDetail} chosen={student} onChoose={setStudent} />
      {student ? <ResultsOf student={student} /> : null}
      <GradeScaleEditor />
    </section>
  );
}
