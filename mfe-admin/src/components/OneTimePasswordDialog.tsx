import { Dialog } from '@college/shared-ui';
import { useState } from 'react';

export interface OneTimePassword {
  /** Whose password it is, e.g. 'Asha Rao'. */
  name: string;
  password: string;
  login?: string | undefined;
}

/** Shows a one-time password once, with a Copy button; it is not kept anywhere after closing. */
export function OneTimePasswordDialog({ value, onClose }: { value: OneTimePassword | null; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value.password);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  function close() {
    setCopied(null);
    onClose();
  }
  return (
    <Dialog open={value !== null} title="One-time password" onClose={close} closeOnBackdrop={false}>
      {value ? (
        <>
          <p>
            Give this password to <strong>{value.name}</strong>
            {value.login ? (
              <>
                {' '}
                (sign-in: <strong>{value.login}</strong>)
              </>
            ) : null}
            . It is shown only this once; they must choose a new password when they first sign in.
          </p>
          <p className="admin-otp">
            <span className="ui-visually-hidden">One-time password: </span>
            <code data-testid="one-time-password">{value.password}</code>
            <button type="button" className="ui-button ui-button--secondary" onClick={copy}>
              Copy
            </button>
          </p>
          <p role="status" aria-live="polite">
            {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Copying failed: select the password and copy it by hand.' : ''}
          </p>
          <div className="admin-actions">
            <button type="button" className="ui-button" onClick={close}>
              Done
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
