import type { PendingDelete } from '../lib/useDeferredDelete.ts';

/** '{label} deleted.' with an Undo button, for the 10 s before the delete is sent. */
export function UndoBar({ pending, onUndo }: { pending: PendingDelete | null; onUndo: () => void }) {
  return (
    <div className="admin-undo" role="status" aria-live="polite">
      {pending ? (
        <div className="admin-undo__bar">
          <span>{pending.label} deleted.</span>
          <button type="button" className="ui-button ui-button--secondary" onClick={onUndo}>
            Undo
          </button>
        </div>
      ) : null}
    </div>
  );
}
