import { Spinner } from '@college/shared-ui';
import { MySubjects } from '../../subjects/components/MySubjects.tsx';
import { MyProfileForm } from '../../profile/components/MyProfileForm.tsx';
import { useFacultyRecord } from '../useFacultyRecord.ts';
import { AcademicCalendarTable } from './AcademicCalendarTable.tsx';
import { FacultyInfo } from './FacultyInfo.tsx';
import '../dashboard.css';

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
