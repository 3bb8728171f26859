import { usePageMeta } from '@college/shared-ui';
import { AnnouncementsPanel } from '@college/shared-ui/announcements';
import { sectionMeta } from '../../../lib/studentPaths.ts';

/** What the office and the student's teachers told them, and the notices about their results and fees. */
export default function AnnouncementsSection() {
  usePageMeta(sectionMeta('Announcements'));
  return (
    <div className="student-section">
      <AnnouncementsPanel />
    </div>
  );
}
