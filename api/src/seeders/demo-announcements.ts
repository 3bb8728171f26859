import type { EntityManager } from '@mikro-orm/postgresql';
import { sendFeeNotices } from '../modules/announcements/automatic.ts';
import { COLLEGE_OFFICE, recipientsOf, sendAnnouncement } from '../modules/announcements/send.ts';
import { academicYearFrom } from '../shared/academic-year.ts';
import { CURRENT_START_YEAR } from './demo-records.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

/** What the demo faculty member told their BPT201 class; the demo student has read it. */
export const DEMO_CLASS_NOTICE = 'Bring your lab coats to the microbiology practical';

/**
 * Demo announcements: the office's to everyone and to the second year, the demo faculty member's to their
 * BPT201 class, and the fee notices due as of today. Shown on the dashboards, never e-mailed.
 */
export async function seedDemoAnnouncements(em: EntityManager): Promise<void> {
  const academicYear = academicYearFrom(CURRENT_START_YEAR);
  const [admin] = await em.execute<{ id: number }[]>(`select id from account where type = 'admin' and login = ?`, [DEMO_ACCOUNTS.admin.username]);
  const [teacher] = await em.execute<{ id: number; name: string }[]>(
    `select a.id, f.first_name || ' ' || f.last_name as name from account a join faculty f on f.id = a.faculty_id where a.login = ?`,
    [DEMO_ACCOUNTS.faculty.email],
  );
  const [subject] = await em.execute<{ id: number; year: 'SECOND' }[]>(`select id, year from subject where code = 'BPT201'`);
  if (!admin || !teacher || !subject) return;
  const office = { kind: 'posted' as const, authorAccountId: admin.id, authorName: COLLEGE_OFFICE };
  await em.transactional(async (tx) => {
    const at = (day: string) => new Date(`${day}T04:30:00Z`);
    await sendAnnouncement(
      tx,
      {
        ...office,
        audience: 'everyone',
        title: `Welcome to the ${academicYear} academic year`,
        body: 'Classes run Monday to Saturday, 9 am to 4 pm. The library and the physiotherapy labs stay open till 6 pm on working days.',
      },
      recipientsOf.everyone(),
      at(`${CURRENT_START_YEAR}-06-15`),
    );
    await sendAnnouncement(
      tx,
      {
        ...office,
        audience: 'year',
        year: 'SECOND',
        title: 'Clinical postings for the second year',
        body: 'Second-year clinical postings at the teaching hospital begin on the first Monday of next month. Your posting list is on the notice board.',
      },
      recipientsOf.year('SECOND'),
      at(`${CURRENT_START_YEAR}-11-02`),
    );
    const classNotice = await sendAnnouncement(
      tx,
      {
        kind: 'posted',
        audience: 'subject',
        subjectId: subject.id,
        academicYear,
        authorAccountId: teacher.id,
        authorName: teacher.name,
        title: DEMO_CLASS_NOTICE,
        body: "Thursday's practical is in the microbiology lab. Lab coats and closed shoes, please; we start at 10 sharp.",
      },
      recipientsOf.subjectClass(subject, academicYear),
      at(`${CURRENT_START_YEAR}-11-16`),
    );
    await tx.execute(`update announcement_recipient set read_at = ? where announcement_id = ? and account_id = (select id from account where login = ?)`, [
      at(`${CURRENT_START_YEAR}-11-16`),
      classNotice,
      DEMO_ACCOUNTS.student.email,
    ]);
  });
  await sendFeeNotices(em);
  await em.execute('delete from mail_outbox');
}
