import { changeSubmissionStatus, type SubmissionDetail, type SubmissionStatus } from '@college/shared-ui/portal';
import { type FormEvent, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { SelectField } from '../../components/Field.tsx';
import { errorLine } from '../../lib/errors.ts';
import { statusOptions } from './inboxLabels.ts';

/** The status select and its Save button (the change lands in the history and the audit log). */
export function SubmissionStatusForm({ detail, onSaved }: { detail: SubmissionDetail; onSaved: (next: SubmissionDetail) => void }) {
  const [status, setStatus] = useState<SubmissionStatus>(detail.status);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || status === detail.status) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(await changeSubmissionStatus(detail.id, status));
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="inbox-status-form" onSubmit={save} aria-label="Change status">
      <SelectField label="Status" value={status} options={statusOptions} onChange={(event) => setStatus(event.target.value as SubmissionStatus)} />
      <button type="submit" className="ui-button" disabled={saving || status === detail.status}>
        {saving ? 'Saving...' : 'Save status'}
      </button>
      <ErrorMessage>{error}</ErrorMessage>
    </form>
  );
}
