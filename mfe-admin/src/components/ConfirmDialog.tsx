import { Dialog } from '@college/shared-ui';

export interface ConfirmDialogProps {
  open: boolean;
  question: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in the one dialog; Cancel is first so Enter on open does not destroy. */
export function ConfirmDialog({ open, question, confirmLabel = 'Delete', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title="Please confirm" onClose={onCancel}>
      <p>{question}</p>
      <div className="admin-actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="ui-button ui-button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
