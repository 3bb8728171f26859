import { addSubmissionNote, type SubmissionDetail } from '@college/shared-ui/portal';
import { Field } from '@college/shared-ui';
import { INBOX_NOTE_MAX } from '@college/contract/limits';
import { type FormEvent, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { formatReceived } from './inboxLabels.ts';

const maxNoteLength = INBOX_NOTE_MAX;

/** The office's notes on a submission, and the form that adds one. */
export function SubmissionNotes({ detail, onAdded }: { detail: SubmissionDetail; onAdded: (next: SubmissionDetail) => void }) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!text.trim()) return setError('Note is required');
    setSaving(true);
    setError(null);
    try {
      onAdded(await addSubmissionNote(detail.id, text.trim()));
      setText('');
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="inbox-notes-heading">
      <h3 id="inbox-notes-heading">Notes</h3>
      {detail.notes.length === 0 ? <p>No notes yet.</p> : null}
      <ul className="inbox-notes">
        {detail.notes.map((note) => (
          <li key={note.id}>
            <p>{note.text}</p>
            <p className="inbox-notes__meta">
              {note.author}, <time dateTime={note.at}>{formatReceived(note.at)}</time>
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="inbox-note-form" noValidate>
        <Field label="Note">
          {(control) => <textarea {...control} rows={3} maxLength={maxNoteLength} value={text} onChange={(event) => setText(event.target.value)} />}
        </Field>
        <ErrorMessage>{error}</ErrorMessage>
        <button type="submit" className="ui-button ui-button--secondary" disabled={saving}>
          {saving ? 'Adding...' : 'Add note'}
        </button>
      </form>
    </section>
  );
}
