import type pg from 'pg';
import type { ShortageRowReply, StudentAttendanceReply } from '../../contract.ts';
import { yearOrder } from '../../shared/domain.ts';
import { classesNeeded, percentage } from './attendance-math.ts';

type Queryable = Pick<pg.Pool, 'query'>;
const SUBJECT_JSON = `json_build_object('id', sub.id, 'code', sub.code, 'name', sub.name, 'year', sub.year)`;
const STUDENT_JSON = `json_build_object('id', s.id, 'firstName', s.first_name, 'lastName', s.last_name, 'enrollmentNumber', s.enrollment_number, 'year', s.year)`;

/** A student's attendance per subject and overall, against the college's threshold. */
export async function readStudentAttendance(sql: Queryable, studentId: number, academicYear: string, threshold: number): Promise<StudentAttendanceReply> {
  const { rows } = await sql.query<{ subject: StudentAttendanceReply['subjects'][number]['subject']; held: number; attended: number; condoned: boolean }>({
    name: 'student-attendance',
    text: `select ${SUBJECT_JSON} as subject, t.held, t.attended,
        exists (select 1 from attendance_condonation c where c.student_id = t.student_id and c.subject_id = t.subject_id and c.academic_year = t.academic_year) as condoned
      from attendance_tally t join subject sub on sub.id = t.subject_id
      where t.student_id = $1 and t.academic_year = $2 order by ${yearOrder('sub.year')}, sub.code`,
    values: [studentId, academicYear],
  });
  const held = rows.reduce((sum, row) => sum + row.held, 0);
  const attended = rows.reduce((sum, row) => sum + row.attended, 0);
  return {
    academicYear,
    threshold,
    subjects: rows.map((row) => ({
      ...row,
      percentage: percentage(row.attended, row.held),
      needed: classesNeeded(row.attended, row.held, threshold),
    })),
    overall: { held, attended, percentage: percentage(attended, held), needed: classesNeeded(attended, held, threshold) },
  };
}

export type ShortageFilter = { academicYear: string; threshold: number; year?: string; subjectId?: number; teacherId?: number };

// The rows below the threshold, found in the tally by key before anything is built: the JSON of a row is
// made only for the rows returned (for a page: after the sort and limit), never for every row sorted.
// The whole percentage is below a whole threshold exactly when the percentage is; it is the shortage index's key.
const SHORTAGE_WHERE = `t.academic_year = $1 and t.held > 0 and t.attended * 100 / t.held < $2
  and not exists (select 1 from student gone where gone.id = t.student_id and gone.status <> 'active')
  and ($3::text is null or sub.year = $3) and ($4::int is null or t.subject_id = $4)
  and ($5::int is null or exists (select 1 from teaching_assignment ta where ta.subject_id = t.subject_id and ta.academic_year = t.academic_year and ta.faculty_id = $5))`;
const SHORTAGE_ORDER = `${yearOrder('sub.year')}, sub.code, s.enrollment_number, s.id`;
const shortageSelect = (narrow: string, limit: string) => `with hit as (
    select t.student_id, t.subject_id, t.academic_year, t.held, t.attended
    from attendance_tally t join subject sub on sub.id = t.subject_id join student s on s.id = t.student_id
    where ${SHORTAGE_WHERE} ${narrow} order by ${SHORTAGE_ORDER} ${limit})
  select ${STUDENT_JSON} as student, ${SUBJECT_JSON} as subject, t.held, t.attended,
    round(t.attended * 100.0 / t.held, 1)::float8 as percentage,
    case when c.id is null then null else json_build_object('reason', c.reason, 'by', c.condoned_by_name,
      'at', to_char(c.condoned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end as condonation
  from hit t join student s on s.id = t.student_id join subject sub on sub.id = t.subject_id
  left join attendance_condonation c on c.student_id = t.student_id and c.subject_id = t.subject_id and c.academic_year = t.academic_year
  order by ${SHORTAGE_ORDER}`;

const filterValues = (filter: ShortageFilter) => [
  filter.academicYear,
  filter.threshold,
  filter.year ?? null,
  filter.subjectId ?? null,
  filter.teacherId ?? null,
];

/** One page of the students and subjects below the threshold, and how many there are in all; a teacher's view keeps their subjects. */
export async function readShortages(sql: Queryable, filter: ShortageFilter, paging: { page: number; pageSize: number }) {
  const values = filterValues(filter);
  // The list is in subject order, so the counts per subject give the total and the subjects a page falls in:
  // the page then sorts those subjects' rows only, not every row below the threshold in the college.
  const { rows: counts } = await sql.query<{ subjectId: number; count: number }>({
    name: 'attendance-shortages-per-subject',
    text: `select t.subject_id as "subjectId", count(*)::int as count
      from attendance_tally t join subject sub on sub.id = t.subject_id
      where ${SHORTAGE_WHERE} group by t.subject_id, sub.year, sub.code order by ${yearOrder('sub.year')}, sub.code`,
    values,
  });
  const total = counts.reduce((sum, subject) => sum + subject.count, 0);
  const start = (paging.page - 1) * paging.pageSize;
  const subjectIds: number[] = [];
  let before = 0;
  let skip = 0;
  for (const { subjectId, count } of counts) {
    if (before + count > start && before < start + paging.pageSize) {
      if (subjectIds.length === 0) skip = start - before;
      subjectIds.push(subjectId);
    }
    before += count;
  }
  if (subjectIds.length === 0) return { rows: [], total };
  const page = await sql.query<ShortageRowReply>({
    name: 'attendance-shortages-page',
    text: shortageSelect('and t.subject_id = any($6::int[])', 'limit $7 offset $8'),
    values: [...values, subjectIds, paging.pageSize, skip],
  });
  return { rows: page.rows, total };
}

/** Every row of the filtered list, for the CSV. */
export async function readAllShortages(sql: Queryable, filter: ShortageFilter): Promise<ShortageRowReply[]> {
  const { rows } = await sql.query<ShortageRowReply>({ name: 'attendance-shortages-all', text: shortageSelect('', ''), values: filterValues(filter) });
  return rows;
}
