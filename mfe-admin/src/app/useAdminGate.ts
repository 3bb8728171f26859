import { refreshSession } from '@college/shared-ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../lib/sections.ts';

/** SPEC section 4: the dashboard only for a signed-in admin; anyone else goes to /faculty-login. */
export function useAdminGate(): boolean {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let active = true;
    refreshSession()
      .then((session) => {
        if (!active) return;
        if (session.state === 'signed-in' && session.user.type === 'admin' && !session.mustChangePassword) setAllowed(true);
        else navigate(LOGIN_PATH, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('[admin] status check failed', error);
        if (active) navigate(LOGIN_PATH, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return allowed;
}
