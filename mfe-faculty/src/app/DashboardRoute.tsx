import { usePageMeta } from '@college/shared-ui';
import { DashboardFrame, useDashboardSession } from '@college/shared-ui/portal';
import { useParams } from 'react-router-dom';
import { FacultyDashboard } from '../features/dashboard/components/FacultyDashboard.tsx';

export default function DashboardRoute() {
  const { id } = useParams();
  usePageMeta({ title: 'Faculty Dashboard | Physiotherapy College', description: 'Your information, the academic calendar and your profile.', robots: 'noindex, nofollow' });
  const user = useDashboardSession('faculty', id);
  return (
    <DashboardFrame portal="faculty" title="Faculty Dashboard" user={user}>
      {(signedIn) => <FacultyDashboard facultyId={signedIn.id} />}
    </DashboardFrame>
  );
}
