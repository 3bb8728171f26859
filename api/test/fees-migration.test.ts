import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormConfig } from '../src/db/orm-config.ts';
import { readStudent } from '../src/modules/students/student-reads.ts';
import { sql } from './helpers/database.ts';

const BEFORE_FEES = 'Migration20261124100000AcademicRecords';
const FEES = 'Migration20261124100100Fees';

let url: string;
let orm: MikroORM;
beforeAll(async () => {
  const server = inject('pgServerUrl');
  const name = `fees_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${server}postgres` });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  url = `${server}${name}`;
  orm = await MikroORM.init(ormConfig(url, 2));
  await orm.migrator.up({ to: BEFORE_FEES });
});
afterAll(() => orm.close());

const insertStudent = async (enrollment: string, year: string) =>
  (
    await sql<{ id: number }>(
      url,
      `insert into student (first_name, last_name, enrollment_number, father_first_name, father_last_name, mother_first_name, mother_last_name, year)
    values ('Old', 'Record', $1, 'F', 'R', 'M', 'R', $2) returning id`,
      [enrollment, year],
    )
  )[0]?.id as number;
const insertFee = (student: number, year: string, amount: number, paid: number, dueDate: string) =>
  sql(url, 'insert into fee (student_id, academic_year, amount, paid, due_date) values ($1, $2, $3, $4, $5)', [student, year, amount, paid, dueDate]);

describe(`${FEES} on a database with old-style fee rows`, () => {
  let third: number;
  let twice: number;
  let untouched: number;

  it('turns every fee row into a charge and its paid part into a cash payment, so every student owes what they owed', async () => {
    third = await insertStudent('OLD-1', 'THIRD');
    await insertFee(third, 'FIRST', 50_000, 50_000, '2024-08-31');
    await insertFee(third, 'SECOND', 50_000, 20_000, '2025-08-31');
    await insertFee(third, 'THIRD', 50_000, 0, '2026-08-31');
    // two rows falling in one academic year (2025-26) become one charge of both amounts
    twice = await insertStudent('OLD-2', 'FIRST');
    await insertFee(twice, 'FIRST', 30_000, 10_000, '2025-08-31');
    await insertFee(twice, 'FIRST', 5_000, 5_000, '2026-03-31');
    untouched = await insertStudent('OLD-3', 'FIRST');

    await orm.migrator.up({ to: FEES });

    expect(await sql(url, `select to_regclass('fee') as fee`)).toEqual([{ fee: null }]);
    expect(
      await sql(url, 'select academic_year, year_of_study, kind, amount, due_date::text from charge where student_id = $1 order by due_date', [third]),
    ).toEqual([
      { academic_year: '2024-25', year_of_study: 'FIRST', kind: 'annual', amount: 50_000, due_date: '2024-08-31' },
      { academic_year: '2025-26', year_of_study: 'SECOND', kind: 'annual', amount: 50_000, due_date: '2025-08-31' },
      { academic_year: '2026-27', year_of_study: 'THIRD', kind: 'annual', amount: 50_000, due_date: '2026-08-31' },
    ]);
    const year = new Date().getUTCFullYear();
    expect(
      await sql(url, 'select amount, mode, receipt_number, recorded_by_name, recorded_by_id from payment where student_id = $1 order by id', [third]),
    ).toEqual([
      { amount: 50_000, mode: 'cash', receipt_number: `RCPT-${year}-000001`, recorded_by_name: 'migration', recorded_by_id: null },
      { amount: 20_000, mode: 'cash', receipt_number: `RCPT-${year}-000002`, recorded_by_name: 'migration', recorded_by_id: null },
    ]);
    expect(await sql(url, 'select academic_year, amount, due_date::text from charge where student_id = $1', [twice])).toEqual([
      { academic_year: '2025-26', amount: 35_000, due_date: '2025-08-31' },
    ]);
    expect(await sql(url, 'select sum(amount)::int as paid from payment where student_id = $1', [twice])).toEqual([{ paid: 15_000 }]);
    expect(await sql(url, 'select count(*)::int as n from charge where student_id = $1', [untouched])).toEqual([{ n: 0 }]);
    expect(await sql(url, 'select quota from student order by id')).toEqual([{ quota: 'convener' }, { quota: 'convener' }, { quota: 'convener' }]);
    // receipt numbers generated from now on carry on after the four migrated ones
    expect(await sql(url, `select nextval('payment_receipt_seq')::int as next`)).toEqual([{ next: 5 }]);
  });

  it('the student record shows the same fees as before, paid and due per year', async () => {
    // today's code reads today's schema: the later migrations keep these figures
    await orm.migrator.up();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const record = await readStudent(pool, third, new Set(['fees']));
      expect(record?.fees?.map(({ academicYear, amount, paid, due, status }) => ({ academicYear, amount, paid, due, status }))).toEqual([
        { academicYear: 'FIRST', amount: 50_000, paid: 50_000, due: 0, status: 'PAID' },
        { academicYear: 'SECOND', amount: 50_000, paid: 20_000, due: 30_000, status: 'PARTIAL' },
        { academicYear: 'THIRD', amount: 50_000, paid: 0, due: 50_000, status: 'PENDING' },
      ]);
    } finally {
      await pool.end();
    }
  });

  it('down puts the fee rows back with what was paid of each', async () => {
    await orm.migrator.down({ to: BEFORE_FEES });
    expect(await sql(url, 'select academic_year, amount, paid, due_date::text from fee where student_id = $1 order by due_date', [third])).toEqual([
      { academic_year: 'FIRST', amount: 50_000, paid: 50_000, due_date: '2024-08-31' },
      { academic_year: 'SECOND', amount: 50_000, paid: 20_000, due_date: '2025-08-31' },
      { academic_year: 'THIRD', amount: 50_000, paid: 0, due_date: '2026-08-31' },
    ]);
    expect(await sql(url, `select to_regclass('charge') as charge`)).toEqual([{ charge: null }]);
  });
});
