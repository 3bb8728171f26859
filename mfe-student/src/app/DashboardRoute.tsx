import { Spinner, usePageMeta } from '@college/shared-ui';
import { DashboardFrame, useDashboardSession } from '@college/shared-ui/portal';
import { QueryProvider } from '@college/shared-ui/queries';
import { DASHBOARD_HEADINGS } from '@college/topology';
import { lazy, Suspense } from 'react';
import { Link, Outlet, Route, Routes, useParams } from 'react-router-dom';
import { StudentDashboard } from '../features/dashboard/components/StudentDashboard.tsx';
import SubjectsSection from '../features/subjects/components/SubjectsSection.tsx';
import { dashboardMeta, studentPaths } from '../lib/studentPaths.ts';
import { useStudentId } from '../lib/useStudentId.ts';

// The Subjects section, where every student lands, comes with the dashboard: fetched when the dashboard first
// renders, it was one more request after the shell's code had run, in the way of the dashboard's first paint.
// Each other section is fetched when first opened.
const ResultsSection = lazy(() => import('../features/results/components/ResultsSection.tsx'));
const FeesSection = lazy(() => import('../features/fees/components/FeesSection.tsx'));
const TimetableSection = lazy(() => import('../features/timetable/components/TimetableSection.tsx'));
const AttendanceSection = lazy(() => import('../features/attendance/components/AttendanceSection.tsx'));
const AnnouncementsSection = lazy(() => import('../features/announcements/components/AnnouncementsSection.tsx'));
const LibrarySection = lazy(() => import('../features/library/components/LibrarySection.tsx'));
const HistorySection = lazy(() => import('../features/history/components/HistorySection.tsx'));
const DocumentsSection = lazy(() => import('../features/documents/components/DocumentsSection.tsx'));
const ReceiptPage = lazy(() => import('../features/fees/components/ReceiptPage.tsx'));
const FormerStudentDocuments = lazy(() => import('../features/results/components/FormerStudentDocuments.tsx'));

function StudentFrame() {
  const { id } = useParams();
  usePageMeta(dashboardMeta);
  const user = useDashboardSession('student', id);
  return (
    <DashboardFrame portal="student" title={DASHBOARD_HEADINGS.student} user={user}>
      {(signedIn) => (
        <Suspense fallback={<Spinner label="Loading..." />}>
          {signedIn.formerStudent ? <FormerStudentDocuments studentId={Number(signedIn.id)} /> : <Outlet context={Number(signedIn.id)} />}
        </Suspense>
      )}
    </DashboardFrame>
  );
}

function PageNotFound() {
  return (
    <p>
      This page does not exist. <Link to={studentPaths.dashboard(useStudentId())}>Back to your dashboard</Link>
    </p>
  );
}

/** The student dashboard (profile card and the Subjects, Results, Fees and Digital Library sections) and fee receipts, under the shell's `/student-dashboard/:id/*`. */
export default function DashboardRoute() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<StudentFrame />}>
          <Route element={<StudentDashboard />}>
            <Route index element={<SubjectsSection />} />
            <Route path="results" element={<ResultsSection />} />
            <Route path="fees" element={<FeesSection />} />
            <Route path="timetable" element={<TimetableSection />} />
            <Route path="attendance" element={<AttendanceSection />} />
            <Route path="announcements" element={<AnnouncementsSection />} />
            <Route path="library" element={<LibrarySection />} />
            <Route path="history" element={<HistorySection />} />
            <Route path="documents" element={<DocumentsSection />} />
          </Route>
          <Route path="receipts/:paymentId" element={<ReceiptPage />} />
          <Route path="*" element={<PageNotFound />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}
