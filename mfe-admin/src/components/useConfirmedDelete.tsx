import { useMutation } from '@college/shared-ui/queries';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorLine } from '../lib/errors.ts';

/**
 * Delete after SPEC's confirmation question; `onDeleted` refreshes what showed the record (an invalidation).
 * A failure is shown to the admin (SPEC only logged it).
 */
export function useConfirmedDelete(question: string, remove: (id: number) => Promise<unknown>, onDeleted: () => void) {
  const [target, setTarget] = useState<number | null>(null);
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: () => onDeleted(),
    onError: (failure) => console.error('[admin] delete failed', failure),
  });
  function confirm() {
    const id = target;
    setTarget(null);
    if (id !== null) deletion.mutate(id);
  }
  const dialog = <ConfirmDialog open={target !== null} question={question} onConfirm={confirm} onCancel={() => setTarget(null)} />;
  return { ask: setTarget, error: deletion.isError ? `Delete failed. ${errorLine(deletion.error)}` : null, dialog };
}
