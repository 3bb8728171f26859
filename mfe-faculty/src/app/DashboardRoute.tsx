import { usePageMeta } from '@college/shared-ui';
import { useParams } from 'react-router-dom';

export default function DashboardRoute() {
  const { id } = useParams();
  usePageMeta({ title: 'Faculty Dashboard | Physiotherapy College', description: 'Faculty dashboard.', robots: 'noindex, nofollow' });
  return (
    <main id="main" className="ui-container">
      <h1>Faculty Dashboard</h1>
      <p>Record {id}</p>
    </main>
  );
}
