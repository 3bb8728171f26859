import { Dialog } from '@college/shared-ui';
import { getSubmission, markSubmissionRead, type SubmissionDetail } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
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

const submissionKey = (id: number) => ['submission', id] as const;

/** One submission: its fields and files, the status with its history, and the office's notes. */
export function SubmissionDetailDialog({ id, onClose, onChanged }: Props) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: submissionKey(id), queryFn: () => getSubmission(id) });
  const detail = query.data ?? null;
  const [notice, setNotice] = useState('');

  // opening an unread one marks it read on the server (a POST: reading it changes nothing)
  const unread = query.data?.read === false;
  useEffect(() => {
    if (!unread) return;
    markSubmissionRead(id).then(
      (next) => {
        // a status saved or a note added meanwhile answered with a newer detail (already read): it stays
        queryClient.setQueryData<SubmissionDetail>(submissionKey(id), (shown) => (shown && !shown.read ? next : shown));
        onChanged();
      },
      // it stays unread in the list, which says so; the submission itself is shown all the same
      () => {},
    );
  }, [unread, id, queryClient, onChanged]);

  const updated = (next: SubmissionDetail, message: string) => {
    queryClient.setQueryData(submissionKey(id), next);
    setNotice(message);
    onChanged();
  };

  return (
    <Dialog open title={detail ? `${kindLabels[detail.kind]} ${detail.reference}` : 'Submission'} onClose={onClose} className="inbox-detail">
      <ErrorMessage>{query.isError ? errorLine(query.error) : null}</ErrorMessage>
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
      ) : query.isError ? null : (
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
