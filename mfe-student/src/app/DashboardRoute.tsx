import { usePageMeta } from '@college/shared-ui';
import { DashboardFrame, useDashboardSession } from '@college/shared-ui/portal';
import { useParams } from 'react-router-dom';
import { StudentDashboard } from '../features/dashboard/components/StudentDashboard.tsx';

export default function DashboardRoute() {
  const { id } = useParams();
  usePageMeta({ title: 'Student Dashboard | Physiotherapy College', description: 'Your profile, fees, results and grades.', robots: 'noindex, nofollow' });
  const user = useDashboardSession('student', id);
  return (
    <DashboardFrame portal="student" title="Student Dashboard" user={user}>
      {(signedIn) => <StudentDashboard studentId={signedIn.id} />}
    </DashboardFrame>
  );
}
