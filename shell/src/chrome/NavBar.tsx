import { institution, mainNavigation, usesVariantNavigation, variantNavigation } from '@college/shared-ui/content';
import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import './nav-bar.css';
import { Logo } from './Logo.tsx';
import { NavIcon } from './NavIcon.tsx';

/** The navigation bar in its main or variant form (chosen by route); a collapsible icon menu below 1280 px. */
export function NavBar() {
  const { pathname } = useLocation();
  const variant = usesVariantNavigation(pathname);
  const entries = variant ? variantNavigation : mainNavigation;
  // The menu is open for the path it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <nav
      className={`site-nav${variant ? ' site-nav--variant' : ''}`}
      aria-label="Main"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenOn(null);
          toggleRef.current?.focus();
        }
      }}
    >
      <div className="site-nav__inner">
        <div className="site-nav__brand">
          <Link to="/" className="site-nav__logo">
            <Logo label={`${institution.name} home`} />
          </Link>
          <p className="site-nav__names">
            <span className="site-nav__name">{institution.name}</span>
            {variant ? <span className="site-nav__body">{institution.managingBody}</span> : null}
          </p>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Menu
        </button>
        <ul id={menuId} className={`site-nav__menu${open ? ' is-open' : ''}`}>
          {entries.map((entry) => (
            <li key={entry.path} className={entry.shownIn ? `site-nav__item--${entry.shownIn}` : undefined}>
              <NavLink to={entry.path} end={entry.path === '/'} className="site-nav__link" onClick={() => setOpenOn(null)}>
                <NavIcon name={entry.icon} />
                {entry.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
