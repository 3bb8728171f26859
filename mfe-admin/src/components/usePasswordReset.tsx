import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ErrorMessage } from './ErrorMessage.tsx';
import { errorLine } from '../lib/errors.ts';
import { type OneTimePassword, OneTimePasswordDialog } from './OneTimePasswordDialog.tsx';

interface Target {
  id: number;
  name: string;
  login?: string | undefined;
}

/**
 * Reset password, the admin's fallback when the e-mailed links cannot reach someone: confirm (it signs the
 * user out everywhere), call the API, show the new one-time password once.
 */
export function usePasswordReset(reset: (id: number) => Promise<{ initialPassword: string }>) {
  const [asking, setAsking] = useState<Target | null>(null);
  const [shown, setShown] = useState<OneTimePassword | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    const target = asking;
    setAsking(null);
    if (!target) return;
    setError(null);
    try {
      const { initialPassword } = await reset(target.id);
      setShown({ name: target.name, password: initialPassword, login: target.login });
    } catch (failure) {
      setError(errorLine(failure));
    }
  }

  const view = (
    <>
      <ErrorMessage>{error}</ErrorMessage>
      <ConfirmDialog
        open={asking !== null}
        question={`Reset the password of ${asking?.name ?? ''}? Their current password stops working and they are signed out.`}
        confirmLabel="Reset password"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
      <OneTimePasswordDialog value={shown} onClose={() => setShown(null)} />
    </>
  );
  return { ask: setAsking, view };
}
