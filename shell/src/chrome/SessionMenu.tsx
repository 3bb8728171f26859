import { Dialog, logout, type SessionUser } from '@college/shared-ui';
import { dashboardPathFor, loginPathFor, roleLabels } from '@college/shared-ui/format';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IdleWarning } from '../session/IdleWarning.tsx';
import { pageQueries } from '../session/pageQueries.ts';

export const sessionMenuTexts = {
  signedInAs: 'Signed in as',
  dashboard: 'My dashboard',
  changePassword: 'Change password',
  logout: 'Logout',
  logoutTitle: 'Confirm Logout',
  logoutQuestion: 'Are you sure you want to logout?',
  cancel: 'Cancel',
} as const;

/**
 * The signed-in person in the top bar: a disclosure button with their name and role that shows the way
 * back to their dashboard, Change password (on the dashboard) and Logout (confirmed, as on the dashboards).
 */
export default function SessionMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const role = roleLabels[user.type];
  const dashboard = dashboardPathFor(user);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  async function signOut() {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      // the session may already be gone: signing out here is still what the person asked for
      console.error('[auth] logout failed', error);
    }
    (await pageQueries()).sessionEnded();
    setBusy(false);
    setConfirming(false);
    navigate(loginPathFor(user.type), { replace: true });
  }

  return (
    <div className="session-menu" ref={root}>
      <IdleWarning user={user} />
      <button
        ref={toggle}
        type="button"
        className="ui-button top-bar__login session-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="ui-visually-hidden">{sessionMenuTexts.signedInAs} </span>
        <span className="session-menu__name">{user.name ?? role}</span> <span className="session-menu__role">({role})</span>
      </button>
      <ul id={listId} className="session-menu__list" hidden={!open}>
        <li>
          <Link to={dashboard} onClick={() => setOpen(false)}>
            {sessionMenuTexts.dashboard}
          </Link>
        </li>
        <li>
          <Link to={`${dashboard}?dialog=password`} onClick={() => setOpen(false)}>
            {sessionMenuTexts.changePassword}
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => setConfirming(true)}>
            {sessionMenuTexts.logout}
          </button>
        </li>
      </ul>
      <Dialog open={confirming} title={sessionMenuTexts.logoutTitle} onClose={() => setConfirming(false)}>
        <p>{sessionMenuTexts.logoutQuestion}</p>
        <div className="session-menu__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={() => setConfirming(false)}>
            {sessionMenuTexts.cancel}
          </button>
          <button type="button" className="ui-button ui-button--danger" onClick={signOut} disabled={busy}>
            {sessionMenuTexts.logout}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
