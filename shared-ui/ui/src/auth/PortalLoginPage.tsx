import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { logout, PageLive } from '@college/shared-ui';
import { sessionEnded, sessionStarted, useSessionQuery } from '@college/shared-ui/queries';
import type { LoginReply, SessionUser } from '../api/login.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { PasswordLinkForm } from './PasswordLinkForm.tsx';
import { cameFromFailedDashboard, destinationAfterLogin } from './paths.ts';
import { authTexts } from './texts.ts';
import './auth.css';

export interface PortalLoginPageProps {
  portal: 'student' | 'faculty';
  title: string;
  intro: string;
}

type Step = { name: 'form' } | { name: 'new-password'; user: SessionUser };

const noSubscription = () => () => undefined;

/**
 * True in the server's rendering of the page and while the browser hydrates it, then false: what the page shows
 * for its query and fragment (which its prerendered document does not know) follows once it is live.
 */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** An e-mailed link's secret, from the address's fragment (`#reset=` or `#welcome=`): never sent to a server. */
function linkFromHash(hash: string): { kind: 'reset' | 'welcome'; token: string } | null {
  const match = /^#(reset|welcome)=([A-Za-z0-9_-]{20,100})$/.exec(hash);
  return match ? { kind: match[1] as 'reset' | 'welcome', token: match[2] as string } : null;
}

/**
 * A portal's login page, prerendered (its form is on screen before any script has run): signed-in users go
 * straight on once their session is known (unless their dashboard could not load and sent them here);
 * `?expired=1` explains why the user is here;
 * a user on an initial password sets a new one before anything else; `?next=` is where they return;
 * `?forgot=1` asks for a reset link, and an e-mailed link (`#reset=` or `#welcome=`) sets the password.
 */
export function PortalLoginPage({ portal, title, intro }: PortalLoginPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrating = useHydrating();
  const next = params.get('next');
  const expired = !hydrating && params.get('expired') === '1';
  const forgot = !hydrating && params.get('forgot') === '1';
  const location = useLocation();
  // a second mailed link opened in the same tab changes only the fragment: the page follows it
  const link = useMemo(() => (hydrating ? null : linkFromHash(location.hash)), [hydrating, location.hash]);
  const [passwordSet, setPasswordSet] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const session = useSessionQuery();
  const dashboardFailed = cameFromFailedDashboard(location.state);
  // The page decides once, on the session as it was when the page opened; after that, the form leads.
  const decided = useRef(false);

  useEffect(() => {
    // (not while hydrating: the link the address may hold is not read yet)
    if (decided.current || session.isPending || hydrating) return;
    decided.current = true;
    if (session.isError) console.error('[auth] status check failed', session.error);
    else if (session.data.state === 'signed-in') {
      if (session.data.mustChangePassword) setStep({ name: 'new-password', user: session.data.user });
      // (not back to the dashboard that could not load and sent them here, nor away from a mailed link)
      else if (!dashboardFailed && !link) navigate(destinationAfterLogin(session.data.user, next), { replace: true });
    }
  }, [session.isPending, session.isError, session.error, session.data, navigate, next, dashboardFailed, link, hydrating]);

  function signedIn(reply: LoginReply) {
    sessionStarted({ isAuthenticated: true, user: reply.user, mustChangePassword: Boolean(reply.mustChangePassword) });
    if (reply.mustChangePassword) setStep({ name: 'new-password', user: reply.user });
    else navigate(destinationAfterLogin(reply.user, next), { replace: true });
  }

  async function abandon() {
    await logout().catch((error: unknown) => console.error('[auth] logout failed', error));
    sessionEnded();
    setStep({ name: 'form' });
  }

  function linkUsed() {
    setPasswordSet(true);
    // the secret leaves the address bar and the history entry once it has been used
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }

  if (link)
    return (
      <main id="main" className="ui-container auth-page">
        <div className="auth-card">
          <h1>{link.kind === 'welcome' ? 'Choose your password' : 'Choose a new password'}</h1>
          <p>
            {link.kind === 'welcome'
              ? 'Welcome to the college portal. Choose the password you will sign in with.'
              : 'Choose the password you will sign in with from now on.'}
          </p>
          <PasswordLinkForm key={link.token} token={link.token} onDone={linkUsed} />
        </div>
      </main>
    );

  if (forgot)
    return (
      <main id="main" className="ui-container auth-page">
        <div className="auth-card">
          <h1>Forgot password</h1>
          <ForgotPasswordForm onBack={() => navigate({ pathname: location.pathname }, { replace: false })} />
        </div>
      </main>
    );

  return (
    <main id="main" className="ui-container auth-page">
      <div className="auth-card">
        {step.name === 'new-password' ? (
          <>
            <h1>Set a new password</h1>
            <p>You signed in with a one-time password. Choose your own password to continue.</p>
            <ChangePasswordForm
              submitLabel="Set New Password"
              cancelLabel="Logout"
              onCancel={abandon}
              onDone={() => {
                sessionStarted({ isAuthenticated: true, user: step.user, mustChangePassword: false });
                navigate(destinationAfterLogin(step.user, next), { replace: true });
              }}
            />
          </>
        ) : (
          <>
            <h1>{title}</h1>
            <p>{intro}</p>
            {expired ? (
              <p className="auth-notice" role="status">
                {authTexts.sessionExpired}
              </p>
            ) : null}
            {passwordSet ? (
              <p className="auth-notice" role="status">
                {authTexts.passwordSetByLink}
              </p>
            ) : null}
            {/* shown while the session is checked too: the form is in the page's HTML, and may already hold what was typed */}
            <LoginForm roles={[portal, 'admin']} onSuccess={signedIn} />
            <p className="auth-form__links">
              <Link to="?forgot=1">Forgot password?</Link>
            </p>
          </>
        )}
      </div>
      <PageLive />
    </main>
  );
}
