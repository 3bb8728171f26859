import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorLine } from '../lib/errors.ts';

/**
 * Delete after SPEC's confirmation question. A failure is shown to the admin (SPEC only logged it).
 */
export function useConfirmedDelete(question: string, remove: (id: number) => Promise<unknown>, onDeleted: () => void) {
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    const id = target;
    setTarget(null);
    if (id === null) return;
    setError(null);
    try {
      await remove(id);
      onDeleted();
    } catch (failure) {
      console.error('[admin] delete failed', failure);
      setError(`Delete failed. ${errorLine(failure)}`);
    }
  }
  const dialog = <ConfirmDialog open={target !== null} question={question} onConfirm={confirm} onCancel={() => setTarget(null)} />;
  return { ask: setTarget, error, dialog };
}
