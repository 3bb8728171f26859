import { Spinner } from '@college/shared-ui';
import { MySubjects } from '../features/subjects/components/MySubjects.tsx';
import { MyProfileForm } from '../features/profile/components/MyProfileForm.tsx';
import { useFacultyRecord } from '../features/dashboard/useFacultyRecord.ts';
import { AcademicCalendarTable } from '../features/dashboard/components/AcademicCalendarTable.tsx';
import { FacultyInfo } from '../features/dashboard/components/FacultyInfo.tsx';
import '../features/dashboard/dashboard.css';

/** Faculty information, 'My subjects', the academic calendar and 'My Profile' of the signed-in member. */
export function FacultyDashboard({ facultyId }: { facultyId: number }) {
  const { faculty, calendar, setFaculty } = useFacultyRecord(facultyId);
  if (!faculty) return <Spinner label="Loading your information..." />;
  return (
    <>
      <FacultyInfo faculty={faculty} />
      <MySubjects facultyId={facultyId} />
      <AcademicCalendarTable events={calendar} />
      <MyProfileForm faculty={faculty} onSaved={setFaculty} />
    </>
  );
}
