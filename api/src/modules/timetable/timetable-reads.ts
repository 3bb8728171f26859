import type pg from 'pg';
import type { PeriodReply, TimetableReply } from '../../contract.ts';
import type { Year } from '../../shared/domain.ts';

type Queryable = Pick<pg.Pool, 'query'>;

const PERIOD_COLUMNS = `p.id, t.year_of_study as year, p.weekday, p.starts_at as "startsAt", p.ends_at as "endsAt", p.room,
  json_build_object('id', sub.id, 'code', sub.code, 'name', sub.name, 'year', sub.year) as subject,
  json_build_object('id', f.id, 'firstName', f.first_name, 'lastName', f.last_name) as teacher`;
const PERIOD_JOINS = `from timetable_period p join timetable t on t.id = p.timetable_id
  join subject sub on sub.id = p.subject_id join faculty f on f.id = p.faculty_id`;

export async function readTimetable(sql: Queryable, academicYear: string, year: Year): Promise<TimetableReply> {
  const [{ rows: periods }, { rows: versions }] = await Promise.all([
    sql.query<PeriodReply>({
      name: 'timetable-periods',
      text: `select ${PERIOD_COLUMNS} ${PERIOD_JOINS} where t.academic_year = $1 and t.year_of_study = $2 order by p.weekday, p.starts_at, p.id`,
      values: [academicYear, year],
    }),
    sql.query<{ version: number }>({
      name: 'timetable-version',
      text: 'select version from timetable where academic_year = $1 and year_of_study = $2',
      values: [academicYear, year],
    }),
  ]);
  return { academicYear, year, version: versions[0]?.version ?? 0, periods };
}

/** A teacher's week: every period they teach in that academic year, whatever the class. */
export async function readTeacherWeek(sql: Queryable, facultyId: number, academicYear: string) {
  const { rows } = await sql.query<PeriodReply>({
    name: 'teacher-week',
    text: `select ${PERIOD_COLUMNS} ${PERIOD_JOINS} where t.academic_year = $1 and p.faculty_id = $2 order by p.weekday, p.starts_at, p.id`,
    values: [academicYear, facultyId],
  });
  return { academicYear, periods: rows };
}

export type PeriodContext = PeriodReply & { academicYear: string; facultyId: number };

export async function readPeriod(sql: Queryable, id: number): Promise<PeriodContext | undefined> {
  const { rows } = await sql.query<PeriodContext>({
    name: 'timetable-period',
    text: `select ${PERIOD_COLUMNS}, t.academic_year as "academicYear", p.faculty_id as "facultyId" ${PERIOD_JOINS} where p.id = $1`,
    values: [id],
  });
  return rows[0];
}
