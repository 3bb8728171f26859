import type pg from 'pg';
import { type Year, yearOrder } from '../../shared/domain.ts';
import { classStudents } from './class-students.ts';

const TEACHER_JSON = `json_build_object('id', f.id, 'firstName', f.first_name, 'lastName', f.last_name, 'designation', f.designation)`;
const SUBJECT_JSON = `json_build_object('id', sub.id, 'code', sub.code, 'name', sub.name, 'year', sub.year)`;

type Person = { id: number; firstName: string; lastName: string; designation: string | null };
type SubjectRef = { id: number; code: string; name: string; year: Year };
export type AssignmentRow = { id: number; academicYear: string; faculty: Person; subject: SubjectRef };

export async function listAssignments(sql: pg.Pool, filter: { id?: number; academicYear?: string; facultyId?: number; subjectId?: number }) {
  const values: unknown[] = [];
  const where: string[] = [];
  const add = (column: string, value: unknown) => {
    if (value === undefined) return;
    values.push(value);
    where.push(`${column} = $${values.length}`);
  };
  add('t.id', filter.id);
  add('t.academic_year', filter.academicYear);
  add('t.faculty_id', filter.facultyId);
  add('t.subject_id', filter.subjectId);
  const { rows } = await sql.query<AssignmentRow>(
    `select t.id, t.academic_year as "academicYear", ${TEACHER_JSON} as faculty, ${SUBJECT_JSON} as subject
     from teaching_assignment t join faculty f on f.id = t.faculty_id join subject sub on sub.id = t.subject_id
     ${where.length ? `where ${where.join(' and ')}` : ''} order by t.academic_year desc, ${yearOrder('sub.year')}, sub.code, f.first_name, f.last_name, t.id`,
    values,
  );
  return rows;
}

export async function subjectsWithTeachers(sql: pg.Pool, year: Year | undefined, academicYear: string) {
  const { rows } = await sql.query<SubjectRef & { teachers: Person[] }>(
    `select sub.id, sub.code, sub.name, sub.year, coalesce((select json_agg(${TEACHER_JSON} order by f.first_name, f.last_name, f.id)
       from teaching_assignment t join faculty f on f.id = t.faculty_id where t.subject_id = sub.id and t.academic_year = $2), '[]') as teachers
     from subject sub where $1::text is null or sub.year = $1 order by ${yearOrder('sub.year')}, sub.code`,
    [year ?? null, academicYear],
  );
  return rows;
}

/** A faculty member's "My subjects": each assigned subject with its class size and assessments. */
export async function mySubjects(sql: pg.Pool, facultyId: number, academicYear: string) {
  const { rows } = await sql.query<{ assignmentId: number; academicYear: string; subject: SubjectRef; assessments: number; published: number }>(
    `select t.id as "assignmentId", t.academic_year as "academicYear", ${SUBJECT_JSON} as subject,
       (select count(*)::int from assessment a where a.subject_id = sub.id and a.academic_year = t.academic_year) as assessments,
       (select count(*)::int from assessment a where a.subject_id = sub.id and a.academic_year = t.academic_year and a.status = 'published') as published
     from teaching_assignment t join subject sub on sub.id = t.subject_id
     where t.faculty_id = $1 and t.academic_year = $2 order by ${yearOrder('sub.year')}, sub.code`,
    [facultyId, academicYear],
  );
  const classes = await Promise.all(rows.map((row) => classStudents(sql, row.subject, academicYear)));
  return rows.map((row, index) => ({ ...row, students: classes[index]?.length ?? 0 }));
}
