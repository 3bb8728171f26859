// The academic-years migration on a database with today's records: payments take the academic year they
// were paid in, the years the records name become rows, and down() takes it all back out.
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormConfig } from '../src/db/orm-config.ts';
import { sql } from './helpers/database.ts';

const BEFORE = 'Migration2026120701100001StudentStatus';
const YEARS = 'Migration2026120701100002AcademicYears';

let url: string;
let orm: MikroORM;
beforeAll(async () => {
  const server = inject('pgServerUrl');
  const name = `years_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${server}postgres` });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  url = `${server}${name}`;
  orm = await MikroORM.init(ormConfig(url, 2));
  await orm.migrator.up({ to: BEFORE });
});
afterAll(() => orm.close());

describe(`${YEARS} on a database with payments, charges and settings`, () => {
  it('gives each payment the academic year of its date and makes a row of every year the records name', async () => {
    const [student] = await sql<{ id: number }>(
      url,
      `insert into student (first_name, last_name, enrollment_number, father_first_name, father_last_name, mother_first_name, mother_last_name, year)
       values ('Old', 'Record', 'OLD-1', 'F', 'R', 'M', 'R', 'SECOND') returning id`,
    );
    const id = student?.id as number;
    await sql(
      url,
      `insert into charge (student_id, academic_year, year_of_study, kind, description, amount, due_date) values ($1, '2024-25', 'FIRST', 'annual', 'Annual fee', 1000, '2024-08-31')`,
      [id],
    );
    const pay = (paidOn: string, receipt: string) =>
      sql(
        url,
        `insert into payment (student_id, amount, paid_on, mode, receipt_number, recorded_by_name, recorded_at) values ($1, 100, $2, 'cash', $3, 'admin', now())`,
        [id, paidOn, receipt],
      );
    await pay('2025-05-31', 'R-1');
    await pay('2025-06-01', 'R-2');
    await pay('2027-01-15', 'R-3');
    await sql(
      url,
      `insert into college_settings (id, academic_year, attendance_threshold, correction_window_days, hall_ticket_requires_no_overdue_fees, version) values (1, '2026-27', 75, 3, false, 0)`,
    );

    await orm.migrator.up({ to: YEARS });

    expect(await sql(url, 'select receipt_number, academic_year from payment order by receipt_number')).toEqual([
      { receipt_number: 'R-1', academic_year: '2024-25' },
      { receipt_number: 'R-2', academic_year: '2025-26' },
      { receipt_number: 'R-3', academic_year: '2026-27' },
    ]);
    expect(await sql(url, `select name, starts_on::text, ends_on::text, promoted_at from academic_year order by name`)).toEqual([
      { name: '2024-25', starts_on: '2024-06-01', ends_on: '2025-05-31', promoted_at: null },
      { name: '2025-26', starts_on: '2025-06-01', ends_on: '2026-05-31', promoted_at: null },
      { name: '2026-27', starts_on: '2026-06-01', ends_on: '2027-05-31', promoted_at: null },
    ]);
    expect(await sql(url, 'select status from student')).toEqual([{ status: 'active' }]);
  });

  it('down() removes the years, the history and the payments’ year, keeping the payments', async () => {
    await orm.migrator.down({ to: BEFORE });
    expect(await sql(url, `select to_regclass('academic_year') as years, to_regclass('student_year') as history`)).toEqual([{ years: null, history: null }]);
    expect(await sql(url, `select column_name from information_schema.columns where table_name = 'payment' and column_name = 'academic_year'`)).toEqual([]);
    expect(await sql(url, 'select count(*)::int as n from payment')).toEqual([{ n: 3 }]);
    await orm.migrator.down({ to: 'Migration2026120700070001HallTicketKind' });
    expect(await sql(url, `select column_name from information_schema.columns where table_name = 'student' and column_name = 'status'`)).toEqual([]);
  });
});
