import { inboxUnreadCount } from '@college/shared-ui/portal';
import { queryOptions, useQuery } from '@college/shared-ui/queries';

/**
 * The number of unread submissions, for the sidebar badge: under the inbox's key, so whatever refreshes the inbox
 * after a change (opening, answering or deleting a submission) refreshes the badge with it.
 */
const unreadCountQuery = queryOptions({ queryKey: ['inbox', 'unread-count'], queryFn: async () => (await inboxUnreadCount()).unread });

/** The sidebar link's accessible name while submissions are unread. */
export const unreadName = (count: number) => `Inbox, ${count} unread`;

/** The number of unread submissions, or null before it is known (or when it cannot be: no badge rather than a wrong one). */
export function useUnreadCount(): number | null {
  const { data, isError } = useQuery(unreadCountQuery);
  return isError || data === undefined ? null : data;
}
