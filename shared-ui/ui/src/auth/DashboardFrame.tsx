import { type ReactNode, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SessionUser } from '../api/login.ts';
import { Dialog, Spinner } from '@college/shared-ui';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { loginPathFor } from './paths.ts';
import { authTexts } from './texts.ts';
import type { DashboardNotice } from './useDashboardSession.ts';
import { useDialogRequest } from './useDialogRequest.ts';
import { useSessionExpiry } from './useSessionExpiry.ts';
import './auth.css';
import './dashboard-frame.css';

export interface DashboardFrameProps {
  portal: 'student' | 'faculty';
  title: string;
  /** null while the session is being checked: a spinner shows. */
  user: SessionUser | null;
  children: (user: SessionUser) => ReactNode;
}

/** A signed-in portal page: title, Change Password and Logout, session-expiry handling. */
export function DashboardFrame({ portal, title, user, children }: DashboardFrameProps) {
  const loginPath = loginPathFor(portal);
  useSessionExpiry(loginPath);
  const notice = (useLocation().state as DashboardNotice | null)?.notice;
  const [dialog, setDialog] = useState<'none' | 'password' | 'logout'>('none');
  const [status, setStatus] = useState('');
  const close = () => setDialog('none');
  useDialogRequest(
    'password',
    useCallback(() => setDialog('password'), []),
  );

  return (
    <main id="main" className="ui-container auth-dashboard">
      <header className="auth-dashboard__header">
        <h1>{title}</h1>
        {user ? (
          <div className="auth-dashboard__actions">
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setDialog('password')}>
              Change Password
            </button>
            <button type="button" className="ui-button" onClick={() => setDialog('logout')}>
              Logout
            </button>
          </div>
        ) : null}
      </header>
      {notice ? (
        <p className="auth-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p role="status" className="auth-dashboard__status">
        {status}
      </p>
      {user ? children(user) : <Spinner label="Loading dashboard..." />}
      <Dialog open={dialog === 'password'} title="Change Password" onClose={close}>
        <ChangePasswordForm
          onCancel={close}
          onDone={() => {
            close();
            setStatus(authTexts.passwordChanged);
          }}
        />
      </Dialog>
      <LogoutDialog open={dialog === 'logout'} onClose={close} loginPath={loginPath} />
    </main>
  );
}
