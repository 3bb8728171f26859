import type pg from 'pg';
import type { AnnouncementReply } from '../../contract.ts';
import type { Year } from '../../shared/domain.ts';

type Row = Omit<AnnouncementReply, 'audience'> & {
  audience: AnnouncementReply['audience']['kind'];
  year: Year | null;
  subjectId: number | null;
  subjectCode: string | null;
  subjectName: string | null;
  subjectYear: Year | null;
};

const COLUMNS = `a.id, a.title, a.body, a.kind, a.audience, a.year, s.id as "subjectId", s.code as "subjectCode", s.name as "subjectName",
  s.year as "subjectYear", a.author_name as author, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  (r.id is null or r.read_at is not null) as read, coalesce(a.author_account_id = $1, false) as own,
  case when a.author_account_id = $1 or $2 then a.recipients end as recipients`;

const toReply = ({ audience, year, subjectId, subjectCode, subjectName, subjectYear, ...row }: Row): AnnouncementReply => ({
  ...row,
  audience: {
    kind: audience,
    year,
    subject: subjectId === null ? null : { id: subjectId, code: subjectCode ?? '', name: subjectName ?? '', year: subjectYear ?? 'FIRST' },
  },
});

/**
 * What a person sees, newest first: what was sent to them and what they posted; an admin sees everything.
 * `unread` counts what was sent to them and is not read yet.
 */
export async function listAnnouncements(sql: pg.Pool, viewer: { accountId: number; admin: boolean }, limit: number) {
  // Walks the announcements newest first, probing each for this person, and stops at `limit`; sorting the
  // set of all their ids instead took 6 ms, not 0.3, for a student sent 2,000 (EXPLAIN ANALYZE).
  const mine = viewer.admin ? '' : 'where (r.id is not null or a.author_account_id = $1)';
  const [list, unread] = await Promise.all([
    sql.query<Row>({
      name: viewer.admin ? 'announcements-all' : 'announcements-mine',
      text: `select ${COLUMNS} from announcement a left join subject s on s.id = a.subject_id
        left join announcement_recipient r on r.announcement_id = a.id and r.account_id = $1
        ${mine} order by a.created_at desc, a.id desc limit $3`,
      values: [viewer.accountId, viewer.admin, limit],
    }),
    sql.query<{ n: number }>({
      name: 'announcements-unread',
      text: 'select count(*)::int as n from announcement_recipient where account_id = $1 and read_at is null',
      values: [viewer.accountId],
    }),
  ]);
  return { items: list.rows.map(toReply), unread: unread.rows[0]?.n ?? 0 };
}

export async function readAnnouncement(sql: pg.Pool, viewer: { accountId: number; admin: boolean }, id: number): Promise<AnnouncementReply | undefined> {
  const { rows } = await sql.query<Row>({
    name: 'announcement-one',
    text: `select ${COLUMNS} from announcement a left join subject s on s.id = a.subject_id
      left join announcement_recipient r on r.announcement_id = a.id and r.account_id = $1 where a.id = $3`,
    values: [viewer.accountId, viewer.admin, id],
  });
  return rows[0] && toReply(rows[0]);
}
