import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshSession } from '@college/shared-ui';
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
 */
export function useDashboardSession(role: 'student' | 'faculty', id: string | undefined): SessionUser | null {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [user, setUser] = useState<SessionUser | null>(null);
  const loginPath = loginPathFor(role);
  // Moving between the dashboard's own pages is no reason to check again: the page to come back to after
  // signing in, and navigate (a new function at every address), are read when the check answers.
  const here = useRef('');
  here.current = `${pathname}${search}`;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    let active = true;
    setUser(null);
    const redirect = navigateRef.current;
    refreshSession()
      .then((session) => {
        if (!active) return;
        const current = session.state === 'signed-in' ? session.user : undefined;
        if (!current) redirect(loginUrl(loginPath, { next: here.current }), { replace: true });
        else if (current.type !== role) redirect(loginPath, { replace: true });
        else if (session.state === 'signed-in' && session.mustChangePassword) redirect(loginUrl(loginPath, { next: here.current }), { replace: true });
        else if (String(current.id) !== id) {
          redirect(dashboardPathFor(current), { replace: true, state: { notice: authTexts.ownRecordOnly } satisfies DashboardNotice });
        } else setUser(current);
      })
      .catch((error: unknown) => {
        console.error('[auth] status check failed', error);
        if (active) redirect(loginPath, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [role, id, loginPath]);

  return user;
}
