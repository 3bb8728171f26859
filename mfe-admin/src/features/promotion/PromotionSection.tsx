import { yearLabel } from '@college/shared-ui/format';
import {
  getPromotionPreview,
  listStudents,
  type PromotionCandidate,
  type PromotionDecision,
  type PromotionPreview,
  runPromotion,
} from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { PersonPicker } from '../../components/PersonPicker.tsx';
import { ScrollBox } from '../../components/ScrollBox.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { studentDetail } from '../../lib/people.ts';
import { historyStudentOf, promotionPaths } from './promotionPaths.ts';
import { decisionOptions, outcomeCounts, ranSummary } from './promotionTexts.ts';
import { StudentHistoryPage } from './StudentHistoryPage.tsx';
import '../../components/records.css';
import './promotion.css';

const nameOf = (student: PromotionCandidate) => `${student.firstName} ${student.lastName}`;

function Reasons({ student }: { student: PromotionCandidate }) {
  if (student.failedSubjects.length === 0 && student.attendanceShortages.length === 0) return <>None</>;
  return (
    <ul className="promotion-reasons">
      {student.failedSubjects.map((row) => (
        <li key={`f${row.subject.id}`}>
          Failed {row.subject.code} {row.subject.name} ({row.percentage}%, {row.grade})
        </li>
      ))}
      {student.attendanceShortages.map((row) => (
        <li key={`a${row.subject.id}`}>
          Attendance in {row.subject.code} {row.percentage}% ({row.attended} of {row.held})
        </li>
      ))}
    </ul>
  );
}

function YearTable({
  year,
  students,
  decisionOf,
  onDecide,
}: {
  year: string;
  students: PromotionCandidate[];
  decisionOf: (student: PromotionCandidate) => PromotionDecision;
  onDecide: (student: PromotionCandidate, decision: PromotionDecision) => void;
}) {
  const caption = `${yearLabel(year)}: ${students.length} ${students.length === 1 ? 'student' : 'students'}`;
  if (students.length === 0) return <p>{caption}.</p>;
  return (
    <ScrollBox label={yearLabel(year)}>
      <table className="records-table promotion-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Failed subjects and attendance shortages</th>
            <th scope="col">Proposed</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const options = decisionOptions(student);
            return (
              <tr key={student.id}>
                <td>
                  <Link to={promotionPaths.history(student.id)}>{nameOf(student)}</Link>
                  <br />
                  <small>{student.enrollmentNumber}</small>
                </td>
                <td>
                  <Reasons student={student} />
                </td>
                <td>{options.find((option) => option.value === student.proposal)?.label}</td>
                <td>
                  <select
                    aria-label={`Decision for ${nameOf(student)}`}
                    value={decisionOf(student)}
                    onChange={(event) => onDecide(student, event.target.value as PromotionDecision)}
                  >
                    {options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function PromotionForm({ preview, onRan }: { preview: PromotionPreview; onRan: (text: string) => void }) {
  const [decisions, setDecisions] = useState<Map<number, PromotionDecision>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const students = preview.years.flatMap((year) => year.students);
  const decisionOf = (student: PromotionCandidate) => decisions.get(student.id) ?? student.proposal;
  const counts = outcomeCounts(students, decisionOf);

  async function run() {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const overrides = students.filter((student) => decisionOf(student) !== student.proposal);
      const summary = await runPromotion({
        academicYear: preview.academicYear,
        decisions: overrides.map((student) => ({ studentId: student.id, decision: decisionOf(student) })),
      });
      setDecisions(new Map());
      onRan(ranSummary(summary));
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  }

  if (students.length === 0) return <p>No active student to promote in {preview.academicYear}.</p>;
  return (
    <>
      <p>
        Promotion ends the academic year {preview.academicYear}: students move up a year into {preview.nextAcademicYear} and final-year students graduate. A
        student with a subject failed in this year’s published results, or attendance under {preview.attendanceThreshold}% that has not been condoned, is
        proposed to be held back. You decide for each student.
      </p>
      {preview.years.map((year) => (
        <YearTable
          key={year.year}
          year={year.year}
          students={year.students}
          decisionOf={decisionOf}
          onDecide={(student, decision) => setDecisions(new Map(decisions).set(student.id, decision))}
        />
      ))}
      <section aria-label="Promotion totals" className="promotion-totals">
        <dl>
          <dt>Moving up</dt>
          <dd>{counts.promoted}</dd>
          <dt>Held back</dt>
          <dd>{counts.heldBack}</dd>
          <dt>Graduating</dt>
          <dd>{counts.graduated}</dd>
        </dl>
      </section>
      <ErrorMessage>{error}</ErrorMessage>
      <div className="admin-actions">
        <button type="button" className="ui-button" disabled={busy} onClick={() => setConfirming(true)}>
          Run promotion
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        question={`Run the promotion of ${preview.academicYear}? ${counts.promoted} move up, ${counts.heldBack} are held back and ${counts.graduated} graduate; ${preview.nextAcademicYear} becomes the current academic year. This cannot be undone.`}
        confirmLabel="Run promotion"
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** The year-end promotion of the current academic year: the preview per year of study, the admin's decisions, the run. */
export default function PromotionSection() {
  const historyOf = historyStudentOf(useParams()['*']);
  if (historyOf !== null) return <StudentHistoryPage studentId={historyOf} />;
  return <PromotionPreviewPage />;
}

function HistoryFinder() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="history-finder-heading">
      <h2 id="history-finder-heading">A student’s course history</h2>
      <PersonPicker
        noun="student"
        search={listStudents}
        detail={studentDetail}
        chosen={null}
        onChoose={(student) => {
          if (student) navigate(promotionPaths.history(student.id));
        }}
      />
    </section>
  );
}

function PromotionPreviewPage() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const query = useQuery({ queryKey: ['promotion'], queryFn: getPromotionPreview });
  return (
    <section aria-labelledby="promotion-heading">
      <h1 id="promotion-heading">Promotion</h1>
      <StatusMessage>{notice}</StatusMessage>
      <LoadedView query={query} loading="Loading the preview...">
        {(preview) => (
          <>
            <h2>Academic year {preview.academicYear}</h2>
            {preview.promoted ? (
              <p>
                The promotion of {preview.academicYear} was run by {preview.promoted.by} on {new Date(preview.promoted.at).toLocaleDateString('en-GB')}.
              </p>
            ) : (
              <PromotionForm
                key={preview.academicYear}
                preview={preview}
                onRan={(text) => {
                  setNotice(text);
                  void queryClient.invalidateQueries();
                }}
              />
            )}
          </>
        )}
      </LoadedView>
      <HistoryFinder />
    </section>
  );
}
