import { Migration } from '@mikro-orm/migrations';

// `2026-27` runs from 1 June 2026 to 31 May 2027 (shared/academic-year.ts).
const startOf = (column: string) => `make_date(left(${column}, 4)::int, 6, 1)`;
const endOf = (column: string) => `make_date(left(${column}, 4)::int + 1, 5, 31)`;
const academicYearOfDate = (column: string) =>
  `(extract(year from ${column})::int - case when extract(month from ${column}) < 6 then 1 else 0 end)::text || '-' || lpad(((extract(year from ${column})::int - case when extract(month from ${column}) < 6 then 1 else 0 end + 1) % 100)::text, 2, '0')`;

/**
 * Academic years as data, each student's year history (year of study and outcome per academic year), and
 * payments tied to the academic year they were paid in. The years already named by today's records and
 * settings become rows; each payment's year comes from its date.
 */
export class Migration2026120701100002AcademicYears extends Migration {
  override name = 'Migration2026120701100002AcademicYears';

  override up(): void {
    this.addSql(
      `create table "academic_year" ("name" varchar(7) not null, "starts_on" date not null, "ends_on" date not null, "promoted_at" timestamptz null, "promoted_by_name" varchar(254) null, primary key ("name"));`,
    );
    this.addSql(`alter table "academic_year" add constraint "academic_year_dates_check" check ("starts_on" < "ends_on");`);
    this.addSql(
      `create table "student_year" ("id" serial primary key, "student_id" int not null, "academic_year" varchar(7) not null, "year_of_study" text not null, "outcome" text not null, "decided_by_name" varchar(254) not null, "decided_at" timestamptz not null);`,
    );
    this.addSql(`create index "student_year_student_id_index" on "student_year" ("student_id");`);
    this.addSql(`alter table "student_year" add constraint "student_year_student_id_academic_year_unique" unique ("student_id", "academic_year");`);
    this.addSql(
      `alter table "student_year" add constraint "student_year_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "student_year" add constraint "student_year_year_of_study_check" check ("year_of_study" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`,
    );
    this.addSql(`alter table "student_year" add constraint "student_year_outcome_check" check ("outcome" in ('promoted', 'held-back', 'graduated'));`);
    for (const table of ['academic_year', 'student_year']) {
      this.addSql(
        `create or replace function "${table}_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
      );
      this.addSql(
        `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "${table}" for each STATEMENT execute function "${table}_notify_change_fn"();`,
      );
    }

    this.addSql(`alter table "payment" add "academic_year" varchar(7) null;`);
    this.addSql(`update "payment" set "academic_year" = ${academicYearOfDate('"paid_on"')};`);
    this.addSql(`alter table "payment" alter column "academic_year" set not null;`);

    this.addSql(
      `insert into "academic_year" ("name", "starts_on", "ends_on")
       select name, ${startOf('name')}, ${endOf('name')} from (
         select academic_year as name from college_settings
         union select academic_year from assessment union select academic_year from teaching_assignment
         union select academic_year from charge union select academic_year from fee_plan union select academic_year from payment
         union select academic_year from attendance_session union select academic_year from attendance_tally union select academic_year from timetable
       ) named where name ~ '^[0-9]{4}-[0-9]{2}$'
       on conflict ("name") do nothing;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "payment" drop column if exists "academic_year";`);
    this.addSql(`drop table if exists "student_year" cascade;`);
    this.addSql(`drop table if exists "academic_year" cascade;`);
    this.addSql(`drop function if exists "student_year_notify_change_fn"();`);
    this.addSql(`drop function if exists "academic_year_notify_change_fn"();`);
  }
}
