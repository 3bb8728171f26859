import { useMutation, useQuery, useQueryClient } from '@college/shared-ui/queries';
import { Spinner } from '../components/Spinner.tsx';
import { formatLongDate } from '../format/dates.ts';
import { ANNOUNCEMENTS_KEY, type Announcement, listAnnouncements, markAnnouncementRead } from './api.ts';
import { EmailSetting } from './EmailSetting.tsx';
import { audienceText, sentToText, unreadText } from './texts.ts';
import './announcements.css';

function AnnouncementItem({ item, onRead, busy }: { item: Announcement; onRead: (id: number) => void; busy: boolean }) {
  const titleId = `announcement-${item.id}`;
  return (
    <li className={item.read ? 'announcement' : 'announcement announcement--unread'}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="announcement__title">
          {item.read ? null : <span className="announcement__badge">New</span>}
          {item.title}
        </h3>
        <p className="announcement__meta">
          {item.author} · <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time> · To {audienceText(item.audience)}
          {item.recipients === null ? null : ` · ${sentToText(item.recipients)}`}
        </p>
        <p className="announcement__body">{item.body}</p>
        {item.read ? null : (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy}
            onClick={() => onRead(item.id)}
            aria-label={`Mark as read: ${item.title}`}
          >
            Mark as read
          </button>
        )}
      </article>
    </li>
  );
}

/**
 * The signed-in person's announcements, newest first, the unread ones marked, and their e-mail setting.
 * The admin receives none, so their view (`recipient` false) lists every announcement sent, without either.
 */
export function AnnouncementsPanel({ recipient = true }: { recipient?: boolean }) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ANNOUNCEMENTS_KEY, queryFn: ({ signal }) => listAnnouncements(signal) });
  const markRead = useMutation({ mutationFn: markAnnouncementRead, onSuccess: () => client.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }) });
  return (
    <section className="announcements" aria-labelledby="announcements-title">
      <h2 id="announcements-title">
        {recipient ? 'Announcements' : 'Sent announcements'}
        {recipient && query.data ? <span className="announcements__count"> ({unreadText(query.data.unread)})</span> : null}
      </h2>
      {recipient ? <EmailSetting /> : null}
      {query.status === 'pending' ? <Spinner label="Loading announcements..." /> : null}
      {query.status === 'error' ? (
        <p role="alert" className="ui-error">
          Announcements could not be loaded: {query.error.message}
        </p>
      ) : null}
      {query.data && query.data.items.length === 0 ? <p className="ui-table-empty">No announcements yet.</p> : null}
      {query.data && query.data.items.length > 0 ? (
        <ul className="announcements__list">
          {query.data.items.map((item) => (
            <AnnouncementItem key={item.id} item={item} busy={markRead.isPending} onRead={(id) => markRead.mutate(id)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
