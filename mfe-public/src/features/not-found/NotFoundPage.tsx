import { usePageMeta } from '@college/shared-ui';
import { Link } from 'react-router-dom';
import { notFoundText } from './content.ts';
import './not-found.css';

/** The real 404 page for unknown public paths; kept out of search engines. */
export default function NotFoundPage() {
  usePageMeta({ ...notFoundText.meta, robots: 'noindex, nofollow' });
  return (
    <main id="main" className="ui-container not-found">
      <p aria-hidden="true" className="not-found__code">
        404
      </p>
      <h1>{notFoundText.title}</h1>
      <p>{notFoundText.text}</p>
      <h2>{notFoundText.suggestionsTitle}</h2>
      <ul>
        {notFoundText.suggestions.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <Link className="ui-button" to={notFoundText.back.href}>
        {notFoundText.back.label}
      </Link>
    </main>
  );
}
