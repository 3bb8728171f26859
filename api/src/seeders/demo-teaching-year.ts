import type { EntityManager } from '@mikro-orm/core';
import { academicYearFrom } from '../shared/academic-year.ts';
import { YEARS } from '../shared/domain.ts';
import { CURRENT_START_YEAR } from './demo-records.ts';

/** The demo week: four periods a day, Monday to Saturday, each year of study in its own room. */
const SLOTS = [
  ['09:00', '10:00'],
  ['10:00', '11:00'],
  ['11:15', '12:15'],
  ['13:00', '14:00'],
] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6];
const ROOMS: Record<string, string> = { FIRST: 'Lecture Hall 1', SECOND: 'Lecture Hall 2', THIRD: 'Lecture Hall 3', FOURTH: 'Lecture Hall 4' };
/** Three weeks of classes before today have their attendance taken; today's are left for the teacher. */
const DAYS_TAKEN = 21;

type Assignment = { subjectId: number; code: string; year: string; facultyId: number };

/**
 * A timetable for every year of the current academic year, built so no teacher is in two rooms at once
 * (a slot whose subjects' teachers are all busy stays free), and the attendance of the last three weeks.
 * The demo student (DEMO-BPT-01) misses most BPT202 classes, so they see a shortage warning and the
 * office sees them on the shortage list.
 */
export async function seedDemoTeachingYear(em: EntityManager): Promise<void> {
  const academicYear = academicYearFrom(CURRENT_START_YEAR);
  const connection = em.getConnection();
  const assignments: Assignment[] = await connection.execute(
    `select t.subject_id as "subjectId", s.code, s.year, t.faculty_id as "facultyId"
     from teaching_assignment t join subject s on s.id = t.subject_id where t.academic_year = ? order by s.code`,
    [academicYear],
  );
  const rows: { year: string; weekday: number; startsAt: string; endsAt: string; subjectId: number; facultyId: number }[] = [];
  let turn = 0;
  for (const weekday of WEEKDAYS) {
    for (const [startsAt, endsAt] of SLOTS) {
      const busy = new Set<number>();
      for (const year of YEARS) {
        const options = assignments.filter((row) => row.year === year);
        for (let offset = 0; offset < options.length; offset++) {
          const choice = options[(turn + offset) % options.length] as Assignment;
          if (busy.has(choice.facultyId)) continue;
          busy.add(choice.facultyId);
          rows.push({ year, weekday, startsAt, endsAt, subjectId: choice.subjectId, facultyId: choice.facultyId });
          break;
        }
      }
      turn += 1;
    }
  }
  for (const year of YEARS) {
    await connection.execute('insert into timetable (academic_year, year_of_study, version) values (?, ?, 1)', [academicYear, year]);
  }
  await connection.execute(
    `insert into timetable_period (timetable_id, weekday, starts_at, ends_at, subject_id, faculty_id, room)
     select t.id, p.weekday, p."startsAt", p."endsAt", p."subjectId", p."facultyId", p.room
     from jsonb_to_recordset(?::jsonb) as p(year text, weekday int, "startsAt" text, "endsAt" text, "subjectId" int, "facultyId" int, room text)
     join timetable t on t.academic_year = ? and t.year_of_study = p.year`,
    [JSON.stringify(rows.map((row) => ({ ...row, room: ROOMS[row.year] ?? 'Lecture Hall' }))), academicYear],
  );
  // India's date: the days before today there
  await connection.execute(
    `insert into attendance_session (period_id, date, academic_year, year_of_study, subject_id, faculty_id, starts_at, taken_by_id, taken_at)
     select p.id, d::date, t.academic_year, t.year_of_study, p.subject_id, p.faculty_id, p.starts_at, null, d + p.ends_at::time
     from timetable_period p join timetable t on t.id = p.timetable_id,
       generate_series((now() at time zone 'Asia/Kolkata')::date - ?::int, (now() at time zone 'Asia/Kolkata')::date - 1, interval '1 day') d
     where extract(isodow from d) = p.weekday and t.academic_year = ?`,
    [DAYS_TAKEN, academicYear],
  );
  await connection.execute(
    `insert into attendance_mark (session_id, student_id, present)
     select a.id, s.id, case when s.enrollment_number = 'DEMO-BPT-01' and sub.code = 'BPT202' then a.id % 3 = 0 else (s.id * 7 + a.id * 3) % 11 <> 0 end
     from attendance_session a join subject sub on sub.id = a.subject_id join student s on s.year = a.year_of_study
     where a.academic_year = ?`,
    [academicYear],
  );
  await connection.execute(
    `insert into attendance_tally (student_id, subject_id, academic_year, held, attended)
     select m.student_id, a.subject_id, a.academic_year, count(*), count(*) filter (where m.present)
     from attendance_mark m join attendance_session a on a.id = m.session_id where a.academic_year = ?
     group by m.student_id, a.subject_id, a.academic_year`,
    [academicYear],
  );
}
