import { Spinner } from '@college/shared-ui';
import { type ComponentType, lazy, Suspense } from 'react';
import DashboardTiles from '../features/dashboard/DashboardTiles.tsx';
import { labelOf, type PanelId, type SectionId } from '../lib/sections.ts';

// Each list section is its own chunk: opening the dashboard loads none of them.
const lists: Partial<Record<SectionId, ComponentType>> = {
  inbox: lazy(() => import('../features/inbox/InboxSection.tsx')),
  students: lazy(() => import('../features/students/StudentsSection.tsx')),
  faculty: lazy(() => import('../features/faculty/FacultySection.tsx')),
  subjects: lazy(() => import('../features/subjects/SubjectsSection.tsx')),
  'personal-info': lazy(() => import('../features/people-info/PersonalInfoSection.tsx')),
  'contact-info': lazy(() => import('../features/people-info/ContactInfoSection.tsx')),
  events: lazy(() => import('../features/events/EventsSection.tsx')),
  'academic-calendar': lazy(() => import('../features/calendar/CalendarSection.tsx')),
  'audit-log': lazy(() => import('../features/audit-log/AuditLogSection.tsx')),
  fees: lazy(() => import('../features/fees/FeesSection.tsx')),
  exams: lazy(() => import('../features/exams/ExamsSection.tsx')),
  timetable: lazy(() => import('../features/timetable/TimetableSection.tsx')),
  attendance: lazy(() => import('../features/attendance/ShortagesSection.tsx')),
  settings: lazy(() => import('../features/settings/SettingsSection.tsx')),
  announcements: lazy(() => import('../features/announcements/AnnouncementsSection.tsx')),
  analytics: lazy(() => import('../features/analytics/AnalyticsSection.tsx')),
  promotion: lazy(() => import('../features/promotion/PromotionSection.tsx')),
  subscribers: lazy(() => import('../features/subscribers/SubscribersSection.tsx')),
};

// The panel pages with a screen of their own; the other panel ids keep showing the dashboard tiles.
const panels: Partial<Record<PanelId, ComponentType>> = {
  'faculty-subjects': lazy(() => import('../features/teaching/FacultySubjectsSection.tsx')),
  'faculty-students': lazy(() => import('../features/teaching/FacultyStudentsSection.tsx')),
  'faculty-analytics': lazy(() => import('../features/analytics/FacultyAnalyticsSection.tsx')),
  'student-subjects': lazy(() => import('../features/teaching/StudentSubjectsSection.tsx')),
  'student-grades': lazy(() => import('../features/grades/StudentGradesSection.tsx')),
  'student-documents': lazy(() => import('../features/student-documents/StudentDocumentsSection.tsx')),
};

export function SectionView({ section, requested }: { section: SectionId; requested: string }) {
  const List = lists[section] ?? panels[requested as PanelId];
  if (!List) return <DashboardTiles title={requested === 'dashboard' ? 'Admin Dashboard' : labelOf(requested)} />;
  return (
    <Suspense fallback={<Spinner label="Loading section..." />}>
      <List />
    </Suspense>
  );
}
