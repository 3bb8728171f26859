import type pg from 'pg';
import type { DocumentStatement, HallTicketEligibilityReply } from '../../contract.ts';
import { today } from '../../shared/dates.ts';
import type { Year } from '../../shared/domain.ts';
import { readStudentAttendance } from '../attendance/attendance-reads.ts';
import { readStudentFees } from '../fees/fee-reads.ts';
import { listExamSlots } from '../exams/slot-reads.ts';
import { readSettings } from '../settings/settings-reads.ts';

type HallTicket = NonNullable<DocumentStatement['hallTicket']>;
export type HallTicketCase = Omit<HallTicketEligibilityReply, 'papers'> & {
  student: { name: string; enrollmentNumber: string | null; year: Year };
  papers: HallTicket['papers'];
};

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * Whether a student may have a hall ticket now, every reason why not, and the papers it would list (those
 * of the student's year from today). Null when there is no such student.
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
  const papers = (await listExamSlots(sql, today()))
    .filter((slot) => slot.year === student.year)
    .map((slot) => ({ examCode: slot.examCode, subject: slot.subject, date: slot.date, time: slot.time, venue: slot.venue }));
  if (papers.length === 0) reasons.push('No papers of your year are on the examination timetable yet.');
  return {
    eligible: reasons.length === 0,
    reasons,
    papers,
    student: { name: `${student.firstName} ${student.lastName}`, enrollmentNumber: student.enrollmentNumber, year: student.year },
  };
}
