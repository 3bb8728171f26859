import { Dialog } from '@college/shared-ui';
import { getSubmission, type SubmissionDetail } from '@college/shared-ui/portal';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { formatReceived, kindLabels, statusLabels } from './inboxLabels.ts';
import { SubmissionFields, SubmissionFiles, SubmissionHistory } from './SubmissionParts.tsx';
import { SubmissionNotes } from './SubmissionNotes.tsx';
import { SubmissionStatusForm } from './SubmissionStatusForm.tsx';

interface Props {
  id: number;
  onClose: () => void;
  /** The submission was read, changed or noted: the list and the unread count follow. */
  onChanged: () => void;
}

/** One submission: its fields and files, the status with its history, and the office's notes. */
export function SubmissionDetailDialog({ id, onClose, onChanged }: Props) {
  const [detail, setDetail] = useState<SubmissionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let current = true;
    getSubmission(id).then(
      (loaded) => {
        if (!current) return;
        setDetail(loaded);
        onChanged();
      },
      (failure: unknown) => current && setError(errorLine(failure)),
    );
    return () => {
      current = false;
    };
  }, [id, onChanged]);

  const updated = (next: SubmissionDetail, message: string) => {
    setDetail(next);
    setNotice(message);
    onChanged();
  };

  return (
    <Dialog open title={detail ? `${kindLabels[detail.kind]} ${detail.reference}` : 'Submission'} onClose={onClose} className="inbox-detail">
      <ErrorMessage>{error}</ErrorMessage>
      {detail ? (
        <>
          <p className="inbox-detail__summary">
            {detail.name} ({detail.email}), received {formatReceived(detail.receivedAt)}. Status: <strong>{statusLabels[detail.status]}</strong>
          </p>
          <p className="admin-status" role="status">
            {notice}
          </p>
          <SubmissionFields fields={detail.fields} />
          <SubmissionFiles submissionId={detail.id} files={detail.files} />
          <SubmissionStatusForm detail={detail} onSaved={(next) => updated(next, `Status changed to ${statusLabels[next.status]}.`)} />
          <SubmissionHistory history={detail.history} />
          <SubmissionNotes detail={detail} onAdded={(next) => updated(next, 'Note added.')} />
        </>
      ) : error ? null : (
        <p role="status">Loading...</p>
      )}
      <div className="admin-actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
