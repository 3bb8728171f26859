import { Spinner } from '@college/shared-ui';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { studentPaths } from '../../../lib/studentPaths.ts';
import { useStudentId } from '../../../lib/useStudentId.ts';
import { useStudentRecord } from '../useStudentRecord.ts';
import { StudentProfileCard } from './StudentProfileCard.tsx';
import { AnnouncementsLabel } from './AnnouncementsLabel.tsx';
import '../dashboard.css';

const sections = [
  { label: 'Subjects', to: studentPaths.dashboard },
  { label: 'Timetable', to: studentPaths.timetable },
  { label: 'Attendance', to: studentPaths.attendance },
  { label: 'Results', to: studentPaths.results },
  { label: 'Fees', to: studentPaths.fees },
  { label: 'Course history', to: studentPaths.history },
  { label: 'Announcements', to: studentPaths.announcements },
  { label: 'Digital Library', to: studentPaths.library },
  { label: 'Photo and Documents', to: studentPaths.documents },
];

/** The profile card of the signed-in student and their records, one section at a time; read-only. */
export function StudentDashboard() {
  const studentId = useStudentId();
  const state = useStudentRecord(studentId);
  if (state.status === 'loading') return <Spinner label="Loading your profile..." />;
  if (state.status === 'not-found') return <p className="student-not-found">Student not found</p>;
  return (
    <>
      <StudentProfileCard student={state.student} />
      <nav className="student-sections" aria-label="Your records">
        <ul>
          {sections.map((section) => (
            <li key={section.label}>
              <NavLink to={section.to(studentId)} end className="student-sections__link">
                {section.label === 'Announcements' ? <AnnouncementsLabel /> : section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Outlet context={studentId} />
      </Suspense>
    </>
  );
}
