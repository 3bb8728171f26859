import { AnnouncementForm, AnnouncementsPanel } from '@college/shared-ui/announcements';
import { listAllSubjects, YEARS } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import './announcements-admin.css';

const loadSubjects = async () => (await Promise.all(YEARS.map((year) => listAllSubjects({ sort: 'code' }, year)))).flat();

/** The admin posts to everyone, a year or a subject's class, and sees every announcement and notice sent. */
export default function AnnouncementsSection() {
  const subjects = useQuery({ queryKey: ['announcement-subjects'], queryFn: loadSubjects }).data ?? [];
  return (
    <section aria-labelledby="announcements-heading" className="admin-announcements">
      <h1 id="announcements-heading">Announcements</h1>
      <p>What you post here reaches the dashboards of the people it is for, and their e-mail unless they turned it off.</p>
      <AnnouncementForm audiences={['everyone', 'year', 'subject']} subjects={subjects} />
      <AnnouncementsPanel recipient={false} />
    </section>
  );
}
