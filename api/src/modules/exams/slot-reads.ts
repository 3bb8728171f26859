import type pg from 'pg';
import type { Year } from '../../shared/domain.ts';

export type ExamSlotRow = {
  id: number;
  date: string;
  time: string;
  durationMinutes: number;
  subjectId: number;
  subject: string;
  examCode: string;
  year: Year;
  semester: string;
  venue: string;
  instructor: string;
};

/** `2026-27` for a paper from 1 June 2026 to 31 May 2027: whose teaching assignments name its teachers. */
const ACADEMIC_YEAR_OF_PAPER = `(case when extract(month from e.date) >= 6
  then extract(year from e.date)::int || '-' || lpad(((extract(year from e.date)::int + 1) % 100)::text, 2, '0')
  else (extract(year from e.date)::int - 1) || '-' || lpad((extract(year from e.date)::int % 100)::text, 2, '0') end)`;

const SLOT_SELECT = `select e.id, e.date::text as date, e.time, e.duration_minutes as "durationMinutes", s.id as "subjectId", s.name as subject,
    e.exam_code as "examCode", s.year, initcap(lower(s.year)) || ' year' as semester, e.venue,
    coalesce((select string_agg(f.first_name || ' ' || f.last_name, ', ' order by f.last_name, f.first_name)
      from teaching_assignment t join faculty f on f.id = t.faculty_id
      where t.subject_id = s.id and t.academic_year = ${ACADEMIC_YEAR_OF_PAPER}), '') as instructor
  from exam_slot e join subject s on s.id = e.subject_id`;

/** The papers (from `from`, `YYYY-MM-DD`, when given) by date and time. */
export async function listExamSlots(sql: Pick<pg.Pool, 'query'>, from?: string): Promise<ExamSlotRow[]> {
  const { rows } = await sql.query<ExamSlotRow>(
    from
      ? { name: 'exam-slots-from', text: `${SLOT_SELECT} where e.date >= $1 order by e.date, e.time, e.id`, values: [from] }
      : { name: 'exam-slots', text: `${SLOT_SELECT} order by e.date, e.time, e.id` },
  );
  return rows;
}

export async function readExamSlot(sql: Pick<pg.Pool, 'query'>, id: number): Promise<ExamSlotRow | undefined> {
  const { rows } = await sql.query<ExamSlotRow>({ name: 'exam-slot-one', text: `${SLOT_SELECT} where e.id = $1`, values: [id] });
  return rows[0];
}
