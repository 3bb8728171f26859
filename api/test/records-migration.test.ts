import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ormConfig } from '../src/db/orm-config.ts';
import { sql } from './helpers/database.ts';

async function emptyDatabase(): Promise<string> {
  const server = inject('pgServerUrl');
  const name = `records_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${server}postgres` });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return `${server}${name}`;
}

describe('Migration20261124100000AcademicRecords', () => {
  it("keeps today's results: each subject's results of an academic year become a published University exam with a mark per student", async () => {
    const url = await emptyDatabase();
    const orm = await MikroORM.init(ormConfig(url, 1));
    try {
      await orm.migrator.up({ to: 'Migration20261124000100SessionsAndPasswords' });
      const people = `'F', 'L', 'FF', 'FL', 'MF', 'ML', 'SECOND'`;
      await sql(url, `insert into subject (id, code, name, year) values (1, 'S1', 'Subject one', 'FIRST'), (2, 'S2', 'Subject two', 'FIRST')`);
      await sql(
        url,
        `insert into student (id, first_name, last_name, father_first_name, father_last_name, mother_first_name, mother_last_name, year, enrollment_number)
        values (1, ${people}, 'E1'), (2, ${people}, 'E2')`,
      );
      await sql(
        url,
        `insert into result (student_id, subject_id, marks, max_marks, exam_date) values
        (1, 1, 70, 100, '2025-03-20'), (2, 1, 45, 90, '2025-03-21'),
        (1, 1, 33, 100, '2025-07-10'),
        (1, 2, 10, 100, '2025-02-01'), (1, 2, 80, 100, '2025-02-02')`,
      );
      await sql(url, `insert into grade_info (student_id, subject_id, grade, grade_point) values (1, 1, 'B+', 8)`);

      await orm.migrator.up({ to: 'Migration20261124100000AcademicRecords' });

      const assessments = await sql(
        url,
        `select s.code, a.academic_year, a.name, a.max_marks, to_char(a.date, 'YYYY-MM-DD') as date, a.weight, a.status, a.published_at is not null as published, a.version
        from assessment a join subject s on s.id = a.subject_id order by s.code, a.academic_year`,
      );
      expect(assessments).toEqual([
        {
          code: 'S1',
          academic_year: '2024-25',
          name: 'University exam',
          max_marks: 100,
          date: '2025-03-21',
          weight: 100,
          status: 'published',
          published: true,
          version: 1,
        },
        {
          code: 'S1',
          academic_year: '2025-26',
          name: 'University exam',
          max_marks: 100,
          date: '2025-07-10',
          weight: 100,
          status: 'published',
          published: true,
          version: 1,
        },
        {
          code: 'S2',
          academic_year: '2024-25',
          name: 'University exam',
          max_marks: 100,
          date: '2025-02-02',
          weight: 100,
          status: 'published',
          published: true,
          version: 1,
        },
      ]);
      const marks = await sql(
        url,
        `select s.code, a.academic_year, m.student_id, m.marks::float8 as marks, m.absent
        from mark m join assessment a on a.id = m.assessment_id join subject s on s.id = a.subject_id order by s.code, a.academic_year, m.student_id`,
      );
      expect(marks).toEqual([
        { code: 'S1', academic_year: '2024-25', student_id: 1, marks: 70, absent: false },
        // 45 out of 90 is 50 out of the exam's 100
        { code: 'S1', academic_year: '2024-25', student_id: 2, marks: 50, absent: false },
        { code: 'S1', academic_year: '2025-26', student_id: 1, marks: 33, absent: false },
        // the latest of a student's rows counts
        { code: 'S2', academic_year: '2024-25', student_id: 1, marks: 80, absent: false },
      ]);
      const tables = await sql(url, `select table_name from information_schema.tables where table_name in ('result', 'grade_info', 'fee') order by table_name`);
      expect(tables).toEqual([{ table_name: 'fee' }]);
      expect(await sql(url, 'select letter from grade_band order by min_percentage desc')).toEqual(
        ['A+', 'A', 'B+', 'B', 'C', 'F'].map((letter) => ({ letter })),
      );
    } finally {
      await orm.close();
    }
  });
});
