import { useSessionQuery } from '@college/shared-ui/queries';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../lib/sections.ts';

/**
 * SPEC section 4: the dashboard only for a signed-in admin; anyone else goes to /faculty-login. It reads the page's
 * session query; once let in, a session that ends is the expiry handler's to follow (useSessionExpiry).
 */
export function useAdminGate(): boolean {
  const navigate = useNavigate();
  const session = useSessionQuery();
  const allowed = session.data?.state === 'signed-in' && session.data.user.type === 'admin' && !session.data.mustChangePassword;
  const letIn = useRef(false);
  useEffect(() => {
    if (allowed) letIn.current = true;
    else if (!letIn.current && !session.isPending) {
      if (session.isError) console.error('[admin] status check failed', session.error);
      navigate(LOGIN_PATH, { replace: true });
    }
  }, [allowed, session.isPending, session.isError, session.error, navigate]);
  return allowed;
}
