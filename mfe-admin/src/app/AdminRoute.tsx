import { usePageMeta } from '@college/shared-ui';
import { QueryProvider } from '@college/shared-ui/queries';
import { useParams } from 'react-router-dom';
import './admin.css';
import { AdminLayout } from './AdminLayout.tsx';
import { labelOf } from '../lib/sections.ts';
import { useAdminGate } from './useAdminGate.ts';

/** The admin dashboard, with the page's data cache around it. */
export default function AdminRoute() {
  return (
    <QueryProvider>
      <AdminPage />
    </QueryProvider>
  );
}

function AdminPage() {
  const { section } = useParams();
  const allowed = useAdminGate();
  usePageMeta({
    title: `${labelOf(section)} | Admin Dashboard | Physiotherapy College`,
    description: 'College administration: students, faculty, subjects, events and the academic calendar.',
    robots: 'noindex, nofollow',
  });
  if (!allowed) {
    return (
      <main id="main" className="admin-loading">
        <p role="status">Loading Dashboard...</p>
      </main>
    );
  }
  return <AdminLayout sectionParam={section} />;
}
