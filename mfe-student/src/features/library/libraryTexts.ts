import type { StudentBookRequest } from '@college/shared-ui/portal';

/** Where a request stands, in the student's words. */
const STATUS: Record<StudentBookRequest['status'], string> = {
  new: 'Received',
  'in-review': 'Being reviewed',
  accepted: 'Accepted',
  rejected: 'Not possible',
  closed: 'Closed',
};
export const bookRequestStatus = (status: StudentBookRequest['status']) => STATUS[status] ?? status;

export const libraryTexts = {
  title: 'Digital Library',
  intro:
    'Your book requests to the college library and where each stands. Requests sent from the Digital Library page with the e-mail address you sign in with appear here.',
  search: 'Search books and request one',
  loading: 'Loading your book requests...',
  failed: 'Your book requests could not be loaded:',
  empty: 'You have not requested any books yet.',
  caption: 'Your book requests',
};
