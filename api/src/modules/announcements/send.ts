import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnnouncementAudience, AnnouncementKind } from '../../contract.ts';
import type { Year } from '../../shared/domain.ts';
import { RECEIPT_COLLEGE } from '../fees/college.ts';

/** Who the API itself signs its notices as, and admins their announcements. */
export const COLLEGE_OFFICE = 'College office';

export type AnnouncementDraft = {
  title: string;
  body: string;
  kind: AnnouncementKind;
  audience: AnnouncementAudience;
  year?: Year | null;
  subjectId?: number | null;
  academicYear?: string | null;
  authorAccountId: number | null;
  authorName: string;
  /** An automatic notice's key: a second one with the same key is not sent. */
  onceKey?: string;
};

/** A query of the account ids an announcement goes to (`?` placeholders, as MikroORM's `execute` takes them). */
export type Recipients = { sql: string; params: unknown[] };

const pgArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export const recipientsOf = {
  // archived and graduated people are no longer addressed
  everyone: (): Recipients => ({
    sql: `select a.id from account a left join student s on s.id = a.student_id left join faculty f on f.id = a.faculty_id
      where a.type in ('student', 'faculty') and coalesce(s.status, f.status) = 'active'`,
    params: [],
  }),
  year: (year: Year): Recipients => ({
    sql: `select a.id from account a join student s on s.id = a.student_id where s.year = ? and s.status = 'active'`,
    params: [year],
  }),
  /**
   * The class of a subject this academic year as classStudents reads it (its year's students, and anyone
   * with marks in it that year), and the teachers assigned to it then.
   */
  subjectClass: (subject: { id: number; year: Year }, academicYear: string): Recipients => ({
    sql: `select a.id from account a join student s on s.id = a.student_id where (s.year = ? and s.status = 'active') or exists (select 1 from mark m
        join assessment x on x.id = m.assessment_id where m.student_id = s.id and x.subject_id = ? and x.academic_year = ?)
      union select a.id from account a join teaching_assignment t on t.faculty_id = a.faculty_id where t.subject_id = ? and t.academic_year = ?`,
    params: [subject.year, subject.id, academicYear, subject.id, academicYear],
  }),
  students: (studentIds: readonly number[]): Recipients => ({
    sql: 'select a.id from account a where a.student_id = any(?::int[])',
    params: [pgArray(studentIds)],
  }),
};

function mailText(draft: AnnouncementDraft): string {
  return [
    draft.body,
    '',
    `${draft.authorName}, ${RECEIPT_COLLEGE.name}`,
    '',
    'You can read this and earlier announcements on your dashboard.',
    'To stop these e-mails, turn off "E-mail me announcements" under Announcements on your dashboard.',
  ].join('\n');
}

/**
 * Stores an announcement, who it goes to (never its author) and an e-mail to each of them who has not
 * turned announcement e-mail off, all in the caller's transaction. Returns its id, or null when one with
 * the same `onceKey` was sent before.
 */
export async function sendAnnouncement(tx: EntityManager, draft: AnnouncementDraft, recipients: Recipients, now = new Date()): Promise<number | null> {
  const inserted = await tx.execute<{ id: number }[]>(
    `insert into announcement (title, body, kind, audience, year, subject_id, academic_year, author_account_id, author_name, recipients, created_at, once_key)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) on conflict (once_key) do nothing returning id`,
    [
      draft.title,
      draft.body,
      draft.kind,
      draft.audience,
      draft.year ?? null,
      draft.subjectId ?? null,
      draft.academicYear ?? null,
      draft.authorAccountId,
      draft.authorName,
      now,
      draft.onceKey ?? null,
    ],
  );
  const id = inserted[0]?.id;
  if (id === undefined) return null;
  await tx.execute(
    `with sent as (insert into announcement_recipient (announcement_id, account_id)
       select distinct ?::int, r.id from (${recipients.sql}) r where r.id is distinct from ?::int returning 1)
     update announcement set recipients = (select count(*) from sent) where id = ?`,
    [id, ...recipients.params, draft.authorAccountId, id],
  );
  await tx.execute(
    `insert into mail_outbox ("to", subject, text, attempts, next_attempt_at, created_at)
     select a.login, ?, ?, 0, ?, ? from announcement_recipient r join account a on a.id = r.account_id
       left join notification_setting n on n.account_id = a.id
     where r.announcement_id = ? and a.type in ('student', 'faculty') and coalesce(n.announcement_email, true)`,
    [`${RECEIPT_COLLEGE.name}: ${draft.title}`, mailText(draft), now, now, id],
  );
  return id;
}
