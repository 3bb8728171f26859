import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onApiError } from '@college/shared-ui';
import { loadSession } from '@college/shared-ui/queries';
import { loginUrl } from './paths.ts';

/**
 * While a signed-in page is open: when a call answers 401, or the tab becomes visible again, and the
 * session is gone, go to the login page with `?expired=1` and `?next=` (the page to come back to).
 */
export function useSessionExpiry(loginPath: string): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  useEffect(() => {
    let active = true;
    const check = async () => {
      try {
        const session = await loadSession({ fresh: true });
        if (active && session.state !== 'signed-in') navigate(loginUrl(loginPath, { expired: true, next: here }), { replace: true });
      } catch (error) {
        console.error('[auth] session check failed', error);
      }
    };
    const stop = onApiError((error) => {
      if (error.status === 401) void check();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [loginPath, here, navigate]);
}
