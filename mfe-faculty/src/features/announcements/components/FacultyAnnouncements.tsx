import { AnnouncementForm, AnnouncementsPanel } from '@college/shared-ui/announcements';
import { useQuery } from '@college/shared-ui/queries';
import { loadMySubjects } from '../../../lib/mySubjects.ts';
import '../announcements.css';

/** What was sent to the member and what they posted, and a form to post to the class of one of their subjects. */
export function FacultyAnnouncements({ facultyId }: { facultyId: number }) {
  const mine = useQuery({ queryKey: ['my-subjects', facultyId], queryFn: () => loadMySubjects(facultyId) });
  const subjects = mine.data?.subjects.map((entry) => entry.subject) ?? [];
  return (
    <div className="faculty-panel faculty-announcements">
      <AnnouncementsPanel />
      {subjects.length > 0 ? <AnnouncementForm audiences={['subject']} subjects={subjects} /> : null}
    </div>
  );
}
