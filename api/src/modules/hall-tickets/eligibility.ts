import type pg from 'pg';
import type { DocumentStatement, HallTicketEligibilityReply } from '../../contract.ts';
import type { Year } from '../../shared/domain.ts';
import { readStudentAttendance } from '../attendance/attendance-reads.ts';
import { readStudentFees } from '../fees/fee-reads.ts';
import { readSettings } from '../settings/settings-reads.ts';

type Paper = NonNullable<DocumentStatement['hallTicket']>['papers'][number];
type Session = { id: number; name: string; papers: Paper[] };
export type HallTicketCase = Omit<HallTicketEligibilityReply, 'papers' | 'sessions'> & {
  student: { name: string; enrollmentNumber: string | null; year: Year; profilePic: string | null };
  sessions: Session[];
};

/** The published exam sessions with papers of `year`, each with those papers by date and time. */
async function publishedSessions(sql: pg.Pool, year: Year): Promise<Session[]> {
  const { rows } = await sql.query<Session>({
    name: 'hall-ticket-sessions',
    text: `select es.id, es.name, json_agg(json_build_object('examCode', e.exam_code, 'subject', s.name, 'date', e.date::text, 'time', e.time, 'venue', e.venue)
        order by e.date, e.time, e.id) as papers
      from exam_session es join exam_slot e on e.session_id = es.id join subject s on s.id = e.subject_id
      where es.published and s.year = $1 group by es.id order by min(e.date), es.id`,
    values: [year],
  });
  return rows;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * Whether a student may have a hall ticket now, every reason why not, and the published exam sessions with
 * papers of the student's year (a hall ticket each). Null when there is no such student.
 */
export async function hallTicketCase(sql: pg.Pool, studentId: number): Promise<HallTicketCase | null> {
  const fees = await readStudentFees(sql, studentId);
  if (!fees) return null;
  const { student } = fees;
  const settings = await readSettings(sql);
  const attendance = await readStudentAttendance(sql, studentId, settings.academicYear, settings.attendanceThreshold);
  const reasons: string[] = [];
  for (const row of attendance.subjects) {
    if (row.held > 0 && row.attended * 100 < settings.attendanceThreshold * row.held && !row.condoned) {
      reasons.push(
        `Attendance in ${row.subject.code} ${row.subject.name} is ${row.percentage?.toFixed(1)}%, under the required ${settings.attendanceThreshold}%, and has not been condoned.`,
      );
    }
  }
  if (settings.hallTicketRequiresNoOverdueFees && fees.totals.overdue > 0) {
    reasons.push(`Fees of ${rupees(fees.totals.overdue)} are overdue; the college issues hall tickets only when no fees are overdue.`);
  }
  const sessions = await publishedSessions(sql, student.year);
  if (sessions.length === 0) reasons.push('No exam session with papers of your year is published yet.');
  const { rows } = await sql.query<{ profilePic: string | null }>('select profile_pic as "profilePic" from student where id = $1', [studentId]);
  return {
    eligible: reasons.length === 0,
    reasons,
    sessions,
    student: {
      name: `${student.firstName} ${student.lastName}`,
      enrollmentNumber: student.enrollmentNumber,
      year: student.year,
      profilePic: rows[0]?.profilePic ?? null,
    },
  };
}
