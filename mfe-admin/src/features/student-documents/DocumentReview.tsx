import {
  type AdmissionDocument,
  admissionDocumentLabel,
  admissionDocumentStatusLabel,
  admissionDocumentUrl,
  formatDate,
  reviewAdmissionDocument,
  STUDENT_FILE_LIMITS,
} from '@college/shared-ui/portal';
import { useQueryClient } from '@college/shared-ui/queries';
import { type FormEvent, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { TextField } from '../../components/Field.tsx';
import { errorLine } from '../../lib/errors.ts';

/** One document's row: its status and file, Verify, and Reject with the reason the student will read. */
export function DocumentReview({ studentId, document }: { studentId: number; document: AdmissionDocument }) {
  const queryClient = useQueryClient();
  const label = admissionDocumentLabel(document.kind);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (decision: 'verified' | 'rejected') => {
    if (busy) return;
    if (decision === 'rejected' && !reason.trim()) return setError('Give the reason for rejecting it: the student sees it.');
    setBusy(true);
    setError(null);
    try {
      await reviewAdmissionDocument(studentId, document.kind, decision === 'rejected' ? { decision, reason: reason.trim() } : { decision });
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['student-documents', studentId] });
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    void decide('rejected');
  };

  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        {admissionDocumentStatusLabel(document.status)}
        {document.status === 'rejected' && document.rejectionReason ? <span className="records-muted"> ({document.rejectionReason})</span> : null}
      </td>
      <td>{document.uploadedAt ? formatDate(document.uploadedAt) : '-'}</td>
      <td>
        {document.status === 'missing' ? (
          '-'
        ) : (
          <a href={admissionDocumentUrl(studentId, document.kind)} download>
            Download<span className="ui-visually-hidden"> {label}</span> ({document.fileType?.toUpperCase()})
          </a>
        )}
      </td>
      <td>
        {document.status === 'missing' ? null : (
          <div className="admin-document-actions">
            {document.status !== 'verified' ? (
              <button type="button" className="ui-button" disabled={busy} onClick={() => void decide('verified')}>
                Verify<span className="ui-visually-hidden"> {label}</span>
              </button>
            ) : null}
            {document.status !== 'rejected' ? (
              <form onSubmit={reject} aria-label={`Reject ${label}`}>
                <TextField
                  label={`Reason for rejecting ${label}`}
                  value={reason}
                  maxLength={STUDENT_FILE_LIMITS.reason}
                  onChange={(event) => setReason(event.target.value)}
                />
                <button type="submit" className="ui-button ui-button--danger" disabled={busy}>
                  Reject<span className="ui-visually-hidden"> {label}</span>
                </button>
              </form>
            ) : null}
            <ErrorMessage>{error}</ErrorMessage>
          </div>
        )}
      </td>
    </tr>
  );
}
