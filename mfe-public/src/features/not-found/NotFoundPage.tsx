import { usePageMeta } from '@college/shared-ui';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found | Physiotherapy College', description: 'The page you asked for does not exist.', robots: 'noindex, nofollow' });
  return (
    <main id="main" className="ui-container">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="ui-button" to="/">Back to Home</Link>
    </main>
  );
}
