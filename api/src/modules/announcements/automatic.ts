import type { EntityManager } from '@mikro-orm/postgresql';
import { allocatePayments } from '../fees/allocation.ts';
import { COLLEGE_OFFICE, recipientsOf, sendAnnouncement } from './send.ts';

/** How many days ahead a student is told that a fee falls due. */
export const FEE_NOTICE_DAYS = 7;

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
const longDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** To the students of a subject whose marks were just published, in the publishing transaction. */
export async function announceResults(
  tx: EntityManager,
  assessment: { name: string; subjectId: number; academicYear: string },
  studentIds: readonly number[],
): Promise<void> {
  const [subject] = await tx.execute<{ code: string; name: string }[]>('select code, name from subject where id = ?', [assessment.subjectId]);
  if (!subject || studentIds.length === 0) return;
  await sendAnnouncement(
    tx,
    {
      title: `Results published: ${subject.name}`,
      body: `The marks of ${assessment.name} in ${subject.code} ${subject.name} (${assessment.academicYear}) are published. Your dashboard shows them under Results.`,
      kind: 'results',
      audience: 'subject',
      subjectId: assessment.subjectId,
      academicYear: assessment.academicYear,
      authorAccountId: null,
      authorName: COLLEGE_OFFICE,
    },
    recipientsOf.students(studentIds),
  );
}

type ChargeRow = { id: number; amount: number; dueDate: string; description: string; academicYear: string; toldDue: boolean; toldOverdue: boolean };

/**
 * The daily fee notices as of `now`: to each student, once per charge, that something of it falls due within
 * FEE_NOTICE_DAYS, and once that it is overdue. What is due comes from the same allocation as every fee
 * read. One process at a time (an advisory lock); each notice's key makes a second run send nothing again.
 */
export async function sendFeeNotices(em: EntityManager, now = new Date()): Promise<{ dueSoon: number; overdue: number }> {
  const today = now.toISOString().slice(0, 10);
  const horizon = addDays(today, FEE_NOTICE_DAYS);
  return em.fork().transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>(`select pg_try_advisory_xact_lock(hashtext('fee-notices')) as locked`);
    if (!lock?.locked) return { dueSoon: 0, overdue: 0 };
    const students = await tx.execute<{ id: number; charges: ChargeRow[]; paid: number }[]>(
      `select s.id,
        (select json_agg(json_build_object('id', c.id, 'amount', c.amount, 'dueDate', c.due_date, 'description', c.description,
          'academicYear', c.academic_year, 'toldDue', exists (select 1 from announcement n where n.once_key = 'fee-due:' || c.id),
          'toldOverdue', exists (select 1 from announcement n where n.once_key = 'fee-overdue:' || c.id))) from charge c where c.student_id = s.id) as charges,
        (select coalesce(sum(p.amount), 0)::int from payment p where p.student_id = s.id) as paid
      from student s where exists (select 1 from charge c where c.student_id = s.id and c.due_date <= ?)`,
      [horizon],
    );
    let dueSoon = 0;
    let overdue = 0;
    for (const student of students) {
      for (const charge of allocatePayments(student.charges, student.paid, today).charges) {
        if (charge.due === 0 || charge.dueDate > horizon) continue;
        const what = `${rupees(charge.due)} of your ${charge.description.toLowerCase()} for ${charge.academicYear}`;
        const common = { audience: 'student' as const, academicYear: charge.academicYear, authorAccountId: null, authorName: COLLEGE_OFFICE };
        const to = recipientsOf.students([student.id]);
        if (charge.overdue && !charge.toldOverdue) {
          const body = `${what} was due on ${longDate(charge.dueDate)} and is not paid yet. Please pay at the college office, or speak to the office if you need more time.`;
          const title = `Fee overdue since ${longDate(charge.dueDate)}`;
          if (await sendAnnouncement(tx, { ...common, title, body, kind: 'fee-overdue', onceKey: `fee-overdue:${charge.id}` }, to, now)) overdue++;
        } else if (!charge.overdue && !charge.toldDue) {
          const body = `${what} is due on ${longDate(charge.dueDate)}. You can pay at the college office; your dashboard shows your fees and receipts.`;
          const title = `Fee due on ${longDate(charge.dueDate)}`;
          if (await sendAnnouncement(tx, { ...common, title, body, kind: 'fee-due', onceKey: `fee-due:${charge.id}` }, to, now)) dueSoon++;
        }
      }
    }
    return { dueSoon, overdue };
  });
}
