import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog, logout } from '@college/shared-ui';
import { sessionEnded } from '@college/shared-ui/queries';
import { authTexts } from './texts.ts';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where to go once signed out (the role's login page). */
  loginPath: string;
}

/** 'Confirm Logout': Cancel closes; Logout posts the logout and goes to the login page. */
export function LogoutDialog({ open, onClose, loginPath }: LogoutDialogProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      // The session may already be gone; signing out locally is still what the user asked for.
      console.error('[auth] logout failed', error);
    }
    sessionEnded();
    setBusy(false);
    onClose();
    navigate(loginPath, { replace: true });
  }

  return (
    <Dialog open={open} title={authTexts.logoutTitle} onClose={onClose}>
      <p>{authTexts.logoutQuestion}</p>
      <div className="auth-form__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="ui-button ui-button--danger" onClick={confirm} disabled={busy}>
          Logout
        </button>
      </div>
    </Dialog>
  );
}
