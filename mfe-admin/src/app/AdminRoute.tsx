import { usePageMeta } from '@college/shared-ui';
import { useParams } from 'react-router-dom';

export default function AdminRoute() {
  const { section = 'dashboard' } = useParams();
  usePageMeta({ title: 'Admin Dashboard | Physiotherapy College', description: 'College administration.', robots: 'noindex, nofollow' });
  return (
    <main id="main" className="ui-container">
      <h1>Admin Dashboard</h1>
      <p>Section: {section}</p>
    </main>
  );
}
