import { Dialog } from '@college/shared-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorMessage } from './ErrorMessage.tsx';
import { httpErrorText } from '../lib/errors.ts';

export interface EntityFormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Validates; returns false to stay open without calling the server. */
  validate: () => boolean;
  save: () => Promise<void>;
  children: ReactNode;
}

/** Create/edit dialog: validation first, then the call; a failed call keeps the form and says why. */
export function EntityFormDialog({ open, title, submitLabel, onClose, validate, save, children }: EntityFormDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!validate()) return;
    setBusy(true);
    try {
      await save();
    } catch (failure) {
      setError(`Error: ${httpErrorText(failure)}`);
    } finally {
      setBusy(false);
    }
  }
  function close() {
    setError(null);
    onClose();
  }
  return (
    <Dialog open={open} title={title} onClose={close} closeOnBackdrop={false} className="admin-form-dialog">
      <form noValidate onSubmit={submit}>
        {children}
        <ErrorMessage>{error}</ErrorMessage>
        <div className="admin-actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="ui-button" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
