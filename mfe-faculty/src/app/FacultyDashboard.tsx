import { Spinner } from '@college/shared-ui';
import { useDeferredValue } from 'react';
import { FacultyAnnouncements } from '../features/announcements/components/FacultyAnnouncements.tsx';
import { MySubjects } from '../features/subjects/components/MySubjects.tsx';
import { TodayAndWeek } from '../features/timetable/components/TodayAndWeek.tsx';
import { MyProfileForm } from '../features/profile/components/MyProfileForm.tsx';
import { useFacultyRecord } from '../features/dashboard/useFacultyRecord.ts';
import { AcademicCalendarTable } from '../features/dashboard/components/AcademicCalendarTable.tsx';
import { FacultyInfo } from '../features/dashboard/components/FacultyInfo.tsx';
import '../features/dashboard/dashboard.css';

/** Faculty information, 'My subjects', announcements, the academic calendar and 'My Profile' of the signed-in member. */
export function FacultyDashboard({ facultyId }: { facultyId: number }) {
  const record = useFacultyRecord(facultyId);
  // The record comes from the data cache's store, whose news React renders in one go; through a deferred value
  // the dashboard is rendered in slices the browser may interrupt, so a slow phone stays responsive meanwhile.
  const faculty = useDeferredValue(record.faculty);
  const { calendar, setFaculty } = record;
  if (!faculty) return <Spinner label="Loading your information..." />;
  return (
    <div className="faculty-dashboard">
      <TodayAndWeek facultyId={facultyId} />
      <FacultyInfo faculty={faculty} />
      <MySubjects facultyId={facultyId} />
      <FacultyAnnouncements facultyId={facultyId} />
      <AcademicCalendarTable events={calendar} />
      <MyProfileForm faculty={faculty} onSaved={setFaculty} />
    </div>
  );
}
