import type { SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { quickNavigation } from '../content.ts';

export const QUICK_NAV_FALLBACK_IMAGE = '/fallback.png';

/** SPEC section 7: a failed image falls back to /fallback.png and is logged. */
export function showFallbackImage(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.dataset.fallback) return;
  console.warn(`Quick Navigation image failed to load: ${image.src}`);
  image.dataset.fallback = 'true';
  image.src = QUICK_NAV_FALLBACK_IMAGE;
}

export function QuickNavigation() {
  return (
    <nav className="home-section ui-container" aria-labelledby="home-quick-nav-title">
      <h2 id="home-quick-nav-title" className="home-section__title">
        {quickNavigation.title}
      </h2>
      <ul className="home-quick-nav">
        {quickNavigation.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="home-quick-nav__link">
              <img src={link.icon} alt="" width={40} height={40} loading="lazy" decoding="async" onError={showFallbackImage} />
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
