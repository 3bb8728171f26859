import { Spinner, usePageMeta } from '@college/shared-ui';
import { DashboardFrame, useDashboardSession } from '@college/shared-ui/portal';
import { QueryProvider } from '@college/shared-ui/queries';
import { DASHBOARD_HEADINGS } from '@college/topology';
import { lazy, Suspense } from 'react';
import { Link, Outlet, Route, Routes, useParams } from 'react-router-dom';
import { FacultyDashboard } from './FacultyDashboard.tsx';
import { facultyPaths } from '../lib/subjectPaths.ts';
import { useFacultyId } from '../lib/useFacultyId.ts';

// The subject page and the marks grid are fetched when first opened, not with the dashboard.
const SubjectPage = lazy(() => import('../features/subject-page/components/SubjectPage.tsx'));
const MarksPage = lazy(() => import('../features/marks/components/MarksPage.tsx'));
const AttendancePage = lazy(() => import('../features/attendance/components/AttendancePage.tsx'));

const dashboardMeta = {
  title: 'Faculty Dashboard | Physiotherapy College',
  description: 'Your classes today and this week, your information, your subjects, the academic calendar and your profile.',
  robots: 'noindex, nofollow',
} as const;

function FacultyFrame() {
  const { id } = useParams();
  usePageMeta(dashboardMeta);
  const user = useDashboardSession('faculty', id);
  return (
    <DashboardFrame portal="faculty" title={DASHBOARD_HEADINGS.faculty} user={user}>
      {(signedIn) => (
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Outlet context={Number(signedIn.id)} />
        </Suspense>
      )}
    </DashboardFrame>
  );
}

function DashboardHome() {
  usePageMeta(dashboardMeta);
  return <FacultyDashboard facultyId={useFacultyId()} />;
}

function PageNotFound() {
  return (
    <p>
      This page does not exist. <Link to={facultyPaths.dashboard(useFacultyId())}>Back to your dashboard</Link>
    </p>
  );
}

/** The faculty dashboard and its own pages, under the shell's `/faculty-dashboard/:id/*`. */
export default function DashboardRoute() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<FacultyFrame />}>
          <Route index element={<DashboardHome />} />
          <Route path="subjects/:subjectId" element={<SubjectPage />} />
          <Route path="subjects/:subjectId/assessments/:assessmentId" element={<MarksPage />} />
          <Route path="attendance/:periodId/:date" element={<AttendancePage />} />
          <Route path="*" element={<PageNotFound />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}
