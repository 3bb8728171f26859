import { ANNOUNCEMENTS_KEY, listAnnouncements } from '@college/shared-ui/announcements';
import { useQuery } from '@college/shared-ui/queries';

/** The Announcements section's name, with how many the student has not read yet. */
export function AnnouncementsLabel() {
  const unread = useQuery({ queryKey: ANNOUNCEMENTS_KEY, queryFn: ({ signal }) => listAnnouncements(signal) }).data?.unread ?? 0;
  return (
    <>
      Announcements
      {unread > 0 ? <span className="student-sections__unread"> ({unread} unread)</span> : null}
    </>
  );
}
