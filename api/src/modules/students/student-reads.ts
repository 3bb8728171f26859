import type pg from 'pg';
import type { StudentStatus, YEARS } from '../../shared/domain.ts';
import { likePattern, type Paging, sqlOrderBy } from '../../shared/list-query.ts';
import { COUNTED_PAYMENT, WAIVED_SQL } from '../fees/fee-reads.ts';
import { legacyFees, type LegacyFeeCharge } from '../fees/legacy-fees.ts';
import { withResults } from './derived-results.ts';
import type { StudentDtoShape, StudentInclude } from './student.dto.ts';

/**
 * The student reads (one record, the admin list) in one SQL statement each, outside the ORM: they are
 * the hottest calls of the API (the student dashboard, the admin list of 10,000 students) and the ORM's
 * hydration cost several times the query itself. Writes stay on the ORM. The reply is the same
 * `studentDto` shape; a test compares the two for every include.
 */
const BASE_COLUMNS = `s.id, s.status, s.first_name as "firstName", s.last_name as "lastName", s.enrollment_number as "enrollmentNumber",
  s.profile_pic as "ProfilePic", s.father_first_name as "fatherFirstName", s.father_last_name as "fatherLastName",
  s.mother_first_name as "motherFirstName", s.mother_last_name as "motherLastName", s.year, s.quota`;

// json_build_object keeps dates as 'YYYY-MM-DD' text, as the ORM's date type does
const PARTS: Record<SqlInclude, string> = {
  personalInfo: `(select json_build_object('id', pi.id, 'dob', pi.dob, 'address', pi.address, 'gender', pi.gender,
    'nationality', pi.nationality, 'religion', pi.religion) from personal_info pi where pi.student_id = s.id) as "personalInfo"`,
  contactInfo: `case when ci.id is null then null else json_build_object('id', ci.id, 'email', ci.email, 'phone', ci.phone) end as "contactInfo"`,
  // what is paid of each charge is worked out from the payments in one place (legacyFees)
  fees: `json_build_object('charges', coalesce((select json_agg(json_build_object('id', c.id, 'yearOfStudy', c.year_of_study, 'amount', c.amount,
    'waived', ${WAIVED_SQL}, 'dueDate', c.due_date) order by c.id) from charge c where c.student_id = s.id), '[]'),
    'paid', (select coalesce(sum(pay.amount), 0) from payment pay where pay.student_id = s.id and pay.${COUNTED_PAYMENT})) as fees`,
};
const ORDER: SqlInclude[] = ['personalInfo', 'contactInfo', 'fees'];
/** Results and grades are derived from published marks (results module), added after the query. */
type SqlInclude = Exclude<StudentInclude, 'results' | 'gradeInfo'>;
const FROM = 'from student s left join contact_info ci on ci.student_id = s.id';

const selectCache = new Map<string, string>();
function selectList(include: ReadonlySet<StudentInclude>): string {
  const key = ORDER.filter((part) => include.has(part)).join(',');
  let sql = selectCache.get(key);
  if (sql === undefined) {
    sql = [BASE_COLUMNS, ...ORDER.filter((part) => include.has(part)).map((part) => PARTS[part])].join(',\n  ');
    selectCache.set(key, sql);
  }
  return sql;
}

type Row = Omit<StudentDtoShape, 'fees' | 'results' | 'gradeInfo'> & { fees?: { charges: LegacyFeeCharge[]; paid: number } };
function toDto({ fees, ...rest }: Row): StudentDtoShape {
  return { ...rest, ...(fees && { fees: legacyFees(fees.charges, fees.paid) }) };
}

export async function readStudent(sql: pg.Pool, id: number, include: ReadonlySet<StudentInclude>): Promise<StudentDtoShape | null> {
  const { rows } = await sql.query<Row>({
    name: `student-one:${[...include].sort().join(',')}`,
    text: `select ${selectList(include)} ${FROM} where s.id = $1`,
    values: [id],
  });
  return rows[0] ? ((await withResults(sql, [toDto(rows[0])], include))[0] ?? null) : null;
}

const sqlBy = (...columns: string[]) => sqlOrderBy('s.id', ...columns);
/** API sort key -> SQL `order by` (the same keys and tie-breaks the API documents). */
export const STUDENT_SORT = {
  name: sqlBy('s.first_name', 's.last_name'),
  lastName: sqlBy('s.last_name', 's.first_name'),
  enrollmentNumber: sqlBy('s.enrollment_number'),
  year: sqlBy('s.year', 's.first_name', 's.last_name'),
  email: sqlBy('ci.email'),
  id: sqlBy(),
};

export type StudentListFilter = { year?: (typeof YEARS)[number]; q?: string; status?: StudentStatus };

export async function listStudents(sql: pg.Pool, filter: StudentListFilter, include: ReadonlySet<StudentInclude>, paging: Paging<string>) {
  const values: unknown[] = [filter.status ?? 'active'];
  const conditions: string[] = ['s.status = $1'];
  if (filter.year) {
    values.push(filter.year);
    conditions.push(`s.year = $${values.length}`);
  }
  if (filter.q) {
    values.push(likePattern(filter.q));
    const n = values.length;
    conditions.push(`(s.first_name ilike $${n} or s.last_name ilike $${n} or s.enrollment_number ilike $${n} or ci.email ilike $${n})`);
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const page = paging.paged ? ` limit ${paging.limit} offset ${paging.offset}` : '';
  const [list, count] = await Promise.all([
    sql.query<Row>(`select ${selectList(include)} ${FROM} ${where} order by ${paging.orderBy}${page}`, values),
    paging.paged ? sql.query<{ total: number }>(`select count(*)::int as total ${FROM} ${where}`, values) : undefined,
  ]);
  return { items: await withResults(sql, list.rows.map(toDto), include), total: count?.rows[0]?.total ?? 0 };
}
