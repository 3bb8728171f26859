import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { classesNeeded, percentage } from '../attendance/attendance-math.ts';
import { collegeToday } from '../attendance/roll.ts';
import { readSettings } from '../settings/settings-reads.ts';
import { COLLEGE_OFFICE, recipientsOf, sendAnnouncement } from './send.ts';

/** `2026-W50` for a `YYYY-MM-DD` day: the ISO week (Monday first; week 1 holds the year's first Thursday). */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  const thursday = new Date(date.getTime() + (4 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

type Shortage = { code: string; name: string; held: number; attended: number };

/**
 * The weekly notice to each student under the attendance threshold in a subject (not condoned) in the
 * college's current academic year: once per student and ISO week (of the college's own day), naming each
 * subject and the classes in a row that make it up. One process at a time; the key makes a rerun send nothing.
 */
export async function sendAttendanceNotices(em: EntityManager, sql: Pick<pg.Pool, 'query'>, now = new Date()): Promise<number> {
  const { academicYear, attendanceThreshold: threshold } = await readSettings(sql);
  const week = isoWeek(collegeToday(now.getTime()));
  return em.fork().transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>(`select pg_try_advisory_xact_lock(hashtext('attendance-notices')) as locked`);
    if (!lock?.locked) return 0;
    const students = await tx.execute<{ id: number; shortages: Shortage[] }[]>(
      `select t.student_id as id, json_agg(json_build_object('code', sub.code, 'name', sub.name, 'held', t.held, 'attended', t.attended)
          order by sub.code) as shortages
        from attendance_tally t join subject sub on sub.id = t.subject_id
        where t.academic_year = ? and t.held > 0 and t.attended * 100 < ? * t.held
          and not exists (select 1 from attendance_condonation c where c.student_id = t.student_id and c.subject_id = t.subject_id and c.academic_year = t.academic_year)
          and exists (select 1 from account a join student s on s.id = a.student_id where a.student_id = t.student_id and s.status = 'active')
          and not exists (select 1 from announcement n where n.once_key = 'attendance-low:' || t.student_id || ':' || ?)
        group by t.student_id order by t.student_id`,
      [academicYear, threshold, week],
    );
    let sent = 0;
    for (const student of students) {
      const lines = student.shortages.map((row) => {
        const needed = classesNeeded(row.attended, row.held, threshold);
        const makeUp = needed > 0 ? `; ${needed} more class${needed === 1 ? '' : 'es'} in a row bring it to ${threshold}%` : '';
        return `- ${row.code} ${row.name}: ${row.attended} of ${row.held} classes (${percentage(row.attended, row.held)}%)${makeUp}`;
      });
      const body = [
        `Your attendance in ${academicYear} is under the required ${threshold}% in:`,
        ...lines,
        'Sitting the university exam needs the required attendance, unless the college condones a shortage. Your dashboard shows your attendance.',
      ].join('\n');
      const draft = {
        title: `Attendance under ${threshold}%`,
        body,
        kind: 'attendance' as const,
        audience: 'student' as const,
        academicYear,
        authorAccountId: null,
        authorName: COLLEGE_OFFICE,
        onceKey: `attendance-low:${student.id}:${week}`,
      };
      if (await sendAnnouncement(tx, draft, recipientsOf.students([student.id]), now)) sent++;
    }
    return sent;
  });
}
