import { institution } from '@college/shared-ui/content';
import { Link } from 'react-router-dom';
import './top-bar.css';
import { usePrefersReducedMotion } from '@college/shared-ui';
import { useTypewriter } from './useTypewriter.ts';

const LABEL = 'College Code:';

/** Typed 'College Code:' (decorative) with a static label for screen readers, then the two login buttons. */
export function TopBar() {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypewriter(LABEL, reducedMotion);
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
          <Link className="ui-button top-bar__login" to="/student-login">
            Student Login
          </Link>
          <Link className="ui-button top-bar__login" to="/faculty-login">
            Staff Login
          </Link>
        </div>
      </div>
    </div>
  );
}
