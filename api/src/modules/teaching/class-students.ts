import type pg from 'pg';
import { currentYearOfClass } from '../../shared/academic-year.ts';
import type { Year } from '../../shared/domain.ts';

export type ClassStudent = { id: number; firstName: string; lastName: string; enrollmentNumber: string | null; year: Year };
type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The class of a subject in an academic year: the students whose year of study then was the subject's
 * year (for the current year, those in that year now), and anyone who already has marks in it.
 */
export async function classStudents(sql: Queryable, subject: { id: number; year: Year }, academicYear: string): Promise<ClassStudent[]> {
  const { rows } = await sql.query<ClassStudent>({
    name: 'class-students',
    text: `select s.id, s.first_name as "firstName", s.last_name as "lastName", s.enrollment_number as "enrollmentNumber", s.year
      from student s where (s.year = $1 and s.status = 'active') or exists (select 1 from mark m join assessment a on a.id = m.assessment_id
        where m.student_id = s.id and a.subject_id = $2 and a.academic_year = $3)
      order by s.enrollment_number, s.id`,
    values: [currentYearOfClass(subject.year, academicYear), subject.id, academicYear],
  });
  return rows;
}

export type SubjectRow = { id: number; code: string; name: string; year: Year };

export async function findSubject(sql: Queryable, id: number): Promise<SubjectRow | undefined> {
  const { rows } = await sql.query<SubjectRow>({ name: 'subject-one', text: 'select id, code, name, year from subject where id = $1', values: [id] });
  return rows[0];
}
