import { useSessionQuery } from '@college/shared-ui/queries';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionUser } from '../api/login.ts';
import { dashboardPathFor, loginPathFor, loginUrl } from './paths.ts';
import { authTexts } from './texts.ts';

export interface DashboardNotice {
  notice?: string;
}

/**
 * The dashboard guard (SPEC section 4): not signed in, of the wrong type, still on an initial
 * password, or a failed status call lead to the role's login page; another user's id leads to
 * the user's own dashboard with a notice. Returns the user once the page may render.
 *
 * It reads the page's session query (asked once for the whole page). Once a dashboard is let in, a session that
 * ends while it is open is the expiry handler's to follow (useSessionExpiry), with its own explanation.
 */
export function useDashboardSession(role: 'student' | 'faculty', id: string | undefined): SessionUser | null {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSessionQuery();
  const loginPath = loginPathFor(role);
  const signedIn = session.data?.state === 'signed-in' ? session.data : undefined;
  const allowed = Boolean(signedIn && signedIn.user.type === role && !signedIn.mustChangePassword && String(signedIn.user.id) === id);
  // The page to come back to after signing in, and navigate (a new function at every address), are read when
  // the answer is there: moving between the dashboard's own pages is no reason to decide again.
  const here = useRef('');
  here.current = `${pathname}${search}`;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const letIn = useRef('');
  const door = `${role}/${id}`;

  useEffect(() => {
    if (allowed) {
      letIn.current = door;
      return;
    }
    if (session.isPending || letIn.current === door) return;
    const redirect = navigateRef.current;
    if (session.isError) {
      console.error('[auth] status check failed', session.error);
      redirect(loginPath, { replace: true });
    } else if (!signedIn) redirect(loginUrl(loginPath, { next: here.current }), { replace: true });
    else if (signedIn.user.type !== role) redirect(loginPath, { replace: true });
    else if (signedIn.mustChangePassword) redirect(loginUrl(loginPath, { next: here.current }), { replace: true });
    else redirect(dashboardPathFor(signedIn.user), { replace: true, state: { notice: authTexts.ownRecordOnly } satisfies DashboardNotice });
  }, [allowed, door, session.isPending, session.isError, session.error, signedIn, role, loginPath]);

  return allowed && signedIn ? signedIn.user : null;
}
