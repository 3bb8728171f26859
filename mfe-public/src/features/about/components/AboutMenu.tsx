import { Link } from 'react-router-dom';
import { type AboutSlug, aboutPages, aboutPath, aboutText } from '../content.ts';

export function AboutMenu({ current }: { current: AboutSlug }) {
  return (
    <nav className="about-menu" aria-label={aboutText.menuLabel}>
      <ul>
        {aboutPages
          .filter((page) => page.inMenu)
          .map((page) => (
            <li key={page.slug}>
              <Link to={aboutPath(page.slug)} aria-current={page.slug === current ? 'page' : undefined}>
                {page.title}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
