import { Dialog } from '@college/shared-ui';
import { useState } from 'react';

interface Props {
  open: boolean;
  assessmentName: string;
  onClose: () => void;
  onPublish: () => Promise<{ ok: true } | { ok: false; message: string }>;
}

/** Publishing is the member's decision; once published only the college office can reopen the marks. */
export function PublishDialog({ open, assessmentName, onClose, onPublish }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const close = () => {
    setFailure('');
    onClose();
  };
  async function publish() {
    setBusy(true);
    setFailure('');
    const outcome = await onPublish();
    setBusy(false);
    if (outcome.ok) close();
    else setFailure(outcome.message);
  }
  return (
    <Dialog open={open} title="Publish marks?" onClose={close}>
      <p>
        The students will see their marks for <strong>{assessmentName}</strong> and the results that follow from them. After publishing you cannot change these
        marks; the college office can reopen them.
      </p>
      {failure ? (
        <p role="alert" className="marks-page__failure">
          {failure}
        </p>
      ) : null}
      <div className="marks-page__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={close}>
          Cancel
        </button>
        <button type="button" className="ui-button" onClick={publish} disabled={busy}>
          Publish marks
        </button>
      </div>
    </Dialog>
  );
}
