import { Migration } from '@mikro-orm/migrations';

/**
 * The teaching year: the college settings (one row), the class timetable of each year of study, and
 * attendance (a session per period and date, a mark per student, a tally per student and subject kept in
 * step with the marks, and condoned shortages).
 */
export class Migration2026120700030001TeachingYear extends Migration {
  override name = 'Migration2026120700030001TeachingYear';

  override up(): void {
    this.addSql(
      `create table "college_settings" ("id" int not null, "academic_year" varchar(7) not null, "attendance_threshold" int not null, "correction_window_days" int not null, "hall_ticket_requires_no_overdue_fees" boolean not null, "version" int not null, primary key ("id"));`,
    );
    this.addSql(
      `create table "attendance_tally" ("student_id" int not null, "subject_id" int not null, "academic_year" varchar(7) not null, "held" int not null, "attended" int not null, primary key ("student_id", "subject_id", "academic_year"));`,
    );
    this.addSql(`create index "attendance_tally_subject_id_index" on "attendance_tally" ("subject_id");`);
    this.addSql(
      `create table "attendance_condonation" ("id" serial primary key, "student_id" int not null, "subject_id" int not null, "academic_year" varchar(7) not null, "reason" varchar(500) not null, "condoned_by_id" int null, "condoned_by_name" varchar(254) not null, "condoned_at" timestamptz not null);`,
    );
    this.addSql(`create index "attendance_condonation_student_id_index" on "attendance_condonation" ("student_id");`);
    this.addSql(
      `alter table "attendance_condonation" add constraint "attendance_condonation_student_id_subject_id_acad_311b2_unique" unique ("student_id", "subject_id", "academic_year");`,
    );
    this.addSql(
      `create table "timetable" ("id" serial primary key, "academic_year" varchar(7) not null, "year_of_study" text not null, "version" int not null);`,
    );
    this.addSql(`alter table "timetable" add constraint "timetable_academic_year_year_of_study_unique" unique ("academic_year", "year_of_study");`);
    this.addSql(
      `create table "timetable_period" ("id" serial primary key, "timetable_id" int not null, "weekday" smallint not null, "starts_at" varchar(5) not null, "ends_at" varchar(5) not null, "subject_id" int not null, "faculty_id" int not null, "room" varchar(40) not null);`,
    );
    this.addSql(`create index "timetable_period_timetable_id_index" on "timetable_period" ("timetable_id");`);
    this.addSql(`create index "timetable_period_subject_id_index" on "timetable_period" ("subject_id");`);
    this.addSql(`create index "timetable_period_faculty_id_index" on "timetable_period" ("faculty_id");`);
    this.addSql(
      `create table "attendance_session" ("id" serial primary key, "period_id" int null, "date" date not null, "academic_year" varchar(7) not null, "year_of_study" text not null, "subject_id" int not null, "faculty_id" int null, "starts_at" varchar(5) not null, "taken_by_id" int null, "taken_at" timestamptz not null);`,
    );
    this.addSql(`create index "attendance_session_subject_id_academic_year_index" on "attendance_session" ("subject_id", "academic_year");`);
    this.addSql(`alter table "attendance_session" add constraint "attendance_session_period_id_date_unique" unique ("period_id", "date");`);
    this.addSql(
      `create table "attendance_mark" ("session_id" int not null, "student_id" int not null, "present" boolean not null, primary key ("session_id", "student_id"));`,
    );
    this.addSql(`create index "attendance_mark_student_id_index" on "attendance_mark" ("student_id");`);
    this.addSql(
      `alter table "college_settings" add constraint "college_settings_threshold_check" check ("attendance_threshold" >= 1 and "attendance_threshold" <= 100);`,
    );
    this.addSql(`alter table "college_settings" add constraint "college_settings_window_check" check ("correction_window_days" >= 0);`);
    this.addSql(
      `create or replace function "college_settings_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "college_settings" for each STATEMENT execute function "college_settings_notify_change_fn"();`,
    );
    this.addSql(
      `alter table "attendance_tally" add constraint "attendance_tally_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance_tally" add constraint "attendance_tally_subject_id_foreign" foreign key ("subject_id") references "subject" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance_condonation" add constraint "attendance_condonation_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance_condonation" add constraint "attendance_condonation_subject_id_foreign" foreign key ("subject_id") references "subject" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "timetable" add constraint "timetable_year_of_study_check" check ("year_of_study" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`);
    this.addSql(
      `alter table "timetable_period" add constraint "timetable_period_timetable_id_foreign" foreign key ("timetable_id") references "timetable" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "timetable_period" add constraint "timetable_period_subject_id_foreign" foreign key ("subject_id") references "subject" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "timetable_period" add constraint "timetable_period_faculty_id_foreign" foreign key ("faculty_id") references "faculty" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "timetable_period" add constraint "timetable_period_times_check" check ("starts_at" < "ends_at" and "weekday" >= 1 and "weekday" <= 6);`,
    );
    this.addSql(
      `alter table "attendance_session" add constraint "attendance_session_period_id_foreign" foreign key ("period_id") references "timetable_period" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "attendance_session" add constraint "attendance_session_subject_id_foreign" foreign key ("subject_id") references "subject" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance_session" add constraint "attendance_session_year_of_study_check" check ("year_of_study" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`,
    );
    this.addSql(
      `alter table "attendance_mark" add constraint "attendance_mark_session_id_foreign" foreign key ("session_id") references "attendance_session" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance_mark" add constraint "attendance_mark_student_id_foreign" foreign key ("student_id") references "student" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void {
    for (const table of [
      'attendance_mark',
      'attendance_session',
      'timetable_period',
      'timetable',
      'attendance_condonation',
      'attendance_tally',
      'college_settings',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql(`drop function if exists "college_settings_notify_change_fn"();`);
  }
}
