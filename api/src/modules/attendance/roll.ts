import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { RollBody, RollReply } from '../../contract.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { academicYearOf, currentYearOfClass } from '../../shared/academic-year.ts';
import { toDateOnly } from '../../shared/dates.ts';
import { boolArray, intArray } from '../../shared/sql-arrays.ts';
import type { Year } from '../../shared/domain.ts';
import { FieldError, forbidden } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { readSettings } from '../settings/settings-reads.ts';
import { WEEKDAYS } from '../timetable/clashes.ts';
import type { PeriodContext } from '../timetable/timetable-reads.ts';

type Queryable = Pick<pg.Pool, 'query'>;
type RollStudent = RollReply['students'][number];

// The college is in India: its day turns at midnight IST, not UTC.
const COLLEGE_UTC_OFFSET_MS = 330 * 60 * 1000;
export const collegeToday = (now = Date.now()) => new Date(now + COLLEGE_UTC_OFFSET_MS).toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The date of a roll: a real day, not in the future, a day this period meets, in its academic year. */
export function checkRollDate(period: PeriodContext, value: string): string {
  const date = toDateOnly('date', value);
  if (date > collegeToday()) throw new FieldError('date', 'date must not be in the future');
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday !== period.weekday) {
    throw new FieldError('date', `date ${date} is not a ${WEEKDAYS[period.weekday - 1]}, the day this period meets`);
  }
  if (academicYearOf(date) !== period.academicYear) throw new FieldError('date', `date ${date} is outside the academic year ${period.academicYear}`);
  return date;
}

type Access = { editable: boolean; reasonRequired: boolean; correctionWindowDays: number };

/** A teacher may save until the correction window closes; an admin always, with a reason after it. */
async function accessFor(sql: Queryable, user: SessionUser, date: string): Promise<Access> {
  const { correctionWindowDays } = await readSettings(sql);
  const open = date >= daysBefore(collegeToday(), correctionWindowDays);
  const admin = user.type === 'admin';
  return { editable: admin || open, reasonRequired: admin && !open, correctionWindowDays };
}

const STUDENT_COLUMNS = `s.id, s.first_name as "firstName", s.last_name as "lastName", s.enrollment_number as "enrollmentNumber", s.year`;

/** The students of the period's class now: the active students whose year of study is the class's in this academic year. */
async function classRoster(sql: Queryable, period: PeriodContext): Promise<RollStudent[]> {
  const { rows } = await sql.query<RollStudent>({
    name: 'attendance-roster',
    text: `select ${STUDENT_COLUMNS}, true as present from student s where s.year = $1 and s.status = 'active' order by s.enrollment_number, s.id`,
    values: [currentYearOfClass(period.year as Year, period.academicYear)],
  });
  return rows;
}

async function takenRoll(sql: Queryable, sessionId: number): Promise<RollStudent[]> {
  const { rows } = await sql.query<RollStudent>({
    name: 'attendance-taken',
    text: `select ${STUDENT_COLUMNS}, m.present from attendance_mark m join student s on s.id = m.student_id
      where m.session_id = $1 order by s.enrollment_number, s.id`,
    values: [sessionId],
  });
  return rows;
}

type SessionRow = { id: number; takenAt: string };
async function findSession(sql: Queryable, periodId: number, date: string): Promise<SessionRow | undefined> {
  const { rows } = await sql.query<SessionRow>({
    name: 'attendance-session',
    text: `select id, taken_at as "takenAt" from attendance_session where period_id = $1 and date = $2`,
    values: [periodId, date],
  });
  return rows[0];
}

export async function readRoll(sql: Queryable, period: PeriodContext, date: string, user: SessionUser): Promise<RollReply> {
  const session = await findSession(sql, period.id, date);
  const [students, access] = await Promise.all([session ? takenRoll(sql, session.id) : classRoster(sql, period), accessFor(sql, user, date)]);
  const { academicYear: _year, facultyId: _faculty, ...periodReply } = period;
  return {
    period: periodReply,
    date,
    taken: Boolean(session),
    takenAt: session ? new Date(session.takenAt).toISOString() : null,
    ...access,
    students,
  };
}

const closedWindow = (days: number) =>
  forbidden(`Attendance can be corrected by its teacher for ${days} day${days === 1 ? '' : 's'}; ask the college office to correct it now`);

/**
 * Takes (or corrects) the attendance of a period on a date in one transaction: the marks, the tally per
 * student and subject, and the audit row. The unique (period, date) key makes a second save of the same
 * roll (a double tap, a second tab) a correction of the first, so it is stored once.
 */
export async function saveRoll(em: EntityManager, sql: Queryable, period: PeriodContext, body: RollBody, user: SessionUser): Promise<string> {
  const date = checkRollDate(period, body.date);
  const { editable, reasonRequired, correctionWindowDays } = await accessFor(sql, user, date);
  if (!editable) throw closedWindow(correctionWindowDays);
  const reason = body.reason?.trim() || null;
  if (reasonRequired && !reason) throw new FieldError('reason', `reason is required to correct attendance after the ${correctionWindowDays}-day window`);
  const absent = new Set(body.absentStudentIds);
  const roster = await classRoster(sql, period);
  await em.transactional(async (tx) => {
    const [created] = await tx.execute<{ id: number }[]>(
      `insert into attendance_session (period_id, date, academic_year, year_of_study, subject_id, faculty_id, starts_at, taken_by_id, taken_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, now()) on conflict (period_id, date) do nothing returning id`,
      [period.id, date, period.academicYear, period.year, period.subject.id, period.facultyId, period.startsAt, user.accountId],
    );
    if (created) {
      checkAbsentInClass(body.absentStudentIds, roster);
      const ids = roster.map((student) => student.id);
      const present = roster.map((student) => !absent.has(student.id));
      await tx.execute('insert into attendance_mark (session_id, student_id, present) select ?, * from unnest(?::int[], ?::boolean[])', [
        created.id,
        intArray(ids),
        boolArray(present),
      ]);
      await tx.execute(
        `insert into attendance_tally (student_id, subject_id, academic_year, held, attended)
         select student_id, ?, ?, 1, present::int from attendance_mark where session_id = ?
         on conflict (student_id, subject_id, academic_year) do update set held = attendance_tally.held + 1, attended = attendance_tally.attended + excluded.attended`,
        [period.subject.id, period.academicYear, created.id],
      );
      recordAudit(tx, user, 'create', 'attendance_session', created.id, { after: { periodId: period.id, date, absentStudentIds: [...absent].sort(), reason } });
    } else {
      const [session] = await tx.execute<{ id: number }[]>('select id from attendance_session where period_id = ? and date = ? for update', [period.id, date]);
      if (!session) throw new Error('the session was just found by its unique key');
      const marks = await tx.execute<{ studentId: number; present: boolean }[]>(
        'select student_id as "studentId", present from attendance_mark where session_id = ?',
        [session.id],
      );
      checkAbsentInClass(
        body.absentStudentIds,
        marks.map((mark) => ({ id: mark.studentId })),
      );
      const changed = marks.filter((mark) => mark.present === absent.has(mark.studentId));
      if (changed.length) {
        await tx.execute(
          `update attendance_mark m set present = c.present from unnest(?::int[], ?::boolean[]) as c(student_id, present)
           where m.session_id = ? and m.student_id = c.student_id`,
          [intArray(changed.map((mark) => mark.studentId)), boolArray(changed.map((mark) => !mark.present)), session.id],
        );
        await tx.execute(
          `update attendance_tally t set attended = t.attended + c.delta from unnest(?::int[], ?::int[]) as c(student_id, delta)
           where t.student_id = c.student_id and t.subject_id = ? and t.academic_year = ?`,
          [intArray(changed.map((mark) => mark.studentId)), intArray(changed.map((mark) => (mark.present ? -1 : 1))), period.subject.id, period.academicYear],
        );
      }
      const before = marks
        .filter((mark) => !mark.present)
        .map((mark) => mark.studentId)
        .sort();
      if (changed.length || reason) {
        recordAudit(tx, user, 'update', 'attendance_session', session.id, {
          before: { absentStudentIds: before },
          after: { periodId: period.id, date, absentStudentIds: [...absent].sort(), reason },
        });
      }
    }
    await tx.flush();
  });
  return date;
}

function checkAbsentInClass(absentIds: number[], roster: { id: number }[]): void {
  const inClass = new Set(roster.map((student) => student.id));
  absentIds.forEach((id, index) => {
    if (!inClass.has(id)) throw new FieldError(`absentStudentIds.${index}`, `absentStudentIds.${index}: student ${id} is not in this class`);
  });
}
