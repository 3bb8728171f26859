import { institution } from '@college/shared-ui/content';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import './top-bar.css';
import { mayBeSignedIn, usePrefersReducedMotion, useSession } from '@college/shared-ui';
import { pageQueries } from '../session/pageQueries.ts';
import { usePageLive } from './usePageLive.ts';
import { useTypewriter } from './useTypewriter.ts';

const LABEL = 'College Code:';

// Only someone signed in downloads the menu: an anonymous visit costs the top bar nothing more.
const SessionMenu = lazy(() => import(/* webpackChunkName: "session-menu" */ './SessionMenu.tsx'));

/**
 * Typed 'College Code:' (decorative) with a static label for screen readers, then the two login buttons or, when
 * signed in, who is signed in. The session is the page's session query, which the portals share; it is asked (and
 * the data cache downloaded with it) only when someone may be signed in on this browser, or on a portal's page
 * (`onPortalPage`), which asks anyway: asked here, the answer is in before the portal's code, and until it is, no
 * login buttons flash at someone who is signed in. An anonymous visit of the public pages downloads none of it.
 */
export function TopBar({ onPortalPage }: { onPortalPage?: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const session = useSession();
  useEffect(() => {
    // unanswered, the login buttons simply stay
    if (!onPortalPage && !mayBeSignedIn()) return;
    pageQueries()
      .then(({ loadSession }) => loadSession())
      .catch(() => {});
  }, [onPortalPage]);
  // typed out and still until the page is live
  const live = usePageLive();
  const typed = useTypewriter(LABEL, reducedMotion || !live);
  return (
    <div className="top-bar">
      <div className="top-bar__inner">
        <p className="top-bar__code">
          <span className="ui-visually-hidden">
            {LABEL} {institution.collegeCode}
          </span>
          <span className="top-bar__typing" aria-hidden="true">
            <span className="top-bar__typed" data-testid="college-code-typed">
              {typed}
            </span>
            <span className="top-bar__untyped">{LABEL.slice(typed.length)}</span>
          </span>{' '}
          <mark className="top-bar__mark" aria-hidden="true">
            {institution.collegeCode}
          </mark>
        </p>
        <div className="top-bar__logins">
          {session.state === 'signed-in' ? (
            <Suspense fallback={null}>
              <SessionMenu user={session.user} />
            </Suspense>
          ) : onPortalPage && session.state === 'unknown' ? null : (
            <>
              <Link className="ui-button top-bar__login" to="/student-login">
                Student Login
              </Link>
              <Link className="ui-button top-bar__login" to="/faculty-login">
                Staff Login
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
