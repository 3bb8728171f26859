import { Dialog } from '@college/shared-ui';
import { type Assessment, listAssessments, reopenAssessment, type TeachingAssignment } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { formatDate } from '../../lib/money.ts';
import { ScrollBox } from '../../components/ScrollBox.tsx';

/** A subject's assessments of the year; the admin reopens a published one so its faculty can correct marks. */
export function AssessmentsDialog({ assignment, onClose }: { assignment: TeachingAssignment; onClose: () => void }) {
  const { subject, academicYear } = assignment;
  const key = ['assessments', subject.id, academicYear];
  const query = useQuery({ queryKey: key, queryFn: () => listAssessments(subject.id, academicYear) });
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  async function reopen(assessment: Assessment) {
    setError(null);
    try {
      await reopenAssessment(assessment.id);
      setNotice(`${assessment.name} is a draft again: its faculty can change the marks.`);
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (failure) {
      setError(errorLine(failure));
    }
  }
  return (
    <Dialog open title={`Assessments: ${subject.code} ${subject.name}, ${academicYear}`} onClose={onClose}>
      <ErrorMessage>{error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <LoadedView query={query}>
        {(assessments) =>
          assessments.length === 0 ? (
            <p>No assessments yet.</p>
          ) : (
            <ScrollBox label={`Assessments of ${subject.name}`}>
              <table className="records-table">
                <caption className="ui-visually-hidden">Assessments of {subject.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Assessment</th>
                    <th scope="col">Date</th>
                    <th scope="col">Weight</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {assessments.map((assessment) => (
                    <tr key={assessment.id}>
                      <td>
                        {assessment.name} <span className="records-muted">(out of {assessment.maxMarks})</span>
                      </td>
                      <td>{formatDate(assessment.date)}</td>
                      <td>{assessment.weight}%</td>
                      <td>
                        {assessment.status === 'published' ? (
                          <>
                            Published{' '}
                            <button
                              type="button"
                              className="ui-button ui-button--secondary"
                              aria-label={`Reopen ${assessment.name}`}
                              onClick={() => reopen(assessment)}
                            >
                              Reopen
                            </button>
                          </>
                        ) : (
                          'Draft'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          )
        }
      </LoadedView>
      <div className="admin-actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
