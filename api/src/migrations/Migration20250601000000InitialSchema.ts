import { Migration } from '@mikro-orm/migrations';

/** Initial schema: people, their personal/contact info and accounts, academics, sessions, audit log. */
export class Migration20250601000000InitialSchema extends Migration {
  override name = 'Migration20250601000000InitialSchema';

  override up(): void {
    this.addSql(
      `create table "audit_log" ("id" serial primary key, "actor_account_id" int null, "actor_type" varchar(20) not null, "action" varchar(40) not null, "entity" varchar(40) not null, "entity_id" int null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at");`);
    this.addSql(`create table "academic_calendar_entry" ("id" serial primary key, "year" text not null, "event" varchar(200) not null, "date" date not null);`);
    this.addSql(`create index "academic_calendar_entry_year_index" on "academic_calendar_entry" ("year");`);
    this.addSql(`create index "academic_calendar_entry_date_index" on "academic_calendar_entry" ("date");`);
    this.addSql(
      `alter table "academic_calendar_entry" add constraint "academic_calendar_entry_year_check" check ("year" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`,
    );
    this.addSql(`create table "event" ("id" serial primary key, "event_title" varchar(200) not null, "event_date" date not null, "event_photo" text null);`);
    this.addSql(`create index "event_event_date_index" on "event" ("event_date");`);
    this.addSql(
      `create table "faculty" ("id" serial primary key, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "designation" varchar(100) not null, "specialization" varchar(150) not null, "experience_years" int not null, "year_of_joining" date not null);`,
    );
    this.addSql(`create index "faculty_first_name_last_name_id_index" on "faculty" ("first_name", "last_name", "id");`);
    this.addSql(`create table "login_failure" ("id" bigserial primary key, "key" varchar(300) not null, "failed_at" timestamptz not null);`);
    this.addSql(`create index "login_failure_key_failed_at_index" on "login_failure" ("key", "failed_at");`);
    this.addSql(`create index "login_failure_failed_at_index" on "login_failure" ("failed_at");`);
    this.addSql(
      `create table "student" ("id" serial primary key, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "enrollment_number" varchar(40) not null, "profile_pic" varchar(255) null, "father_first_name" varchar(100) not null, "father_last_name" varchar(100) not null, "mother_first_name" varchar(100) not null, "mother_last_name" varchar(100) not null, "year" text not null);`,
    );
    this.addSql(`alter table "student" add constraint "student_enrollment_number_unique" unique ("enrollment_number");`);
    this.addSql(`create index "student_year_index" on "student" ("year");`);
    this.addSql(`create index "student_first_name_last_name_id_index" on "student" ("first_name", "last_name", "id");`);
    this.addSql(`create index "student_last_name_index" on "student" ("last_name");`);
    this.addSql(`alter table "student" add constraint "student_year_check" check ("year" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`);
    this.addSql(
      `create table "personal_info" ("id" serial primary key, "dob" date not null, "address" text null, "gender" varchar(20) not null, "nationality" varchar(100) not null, "religion" varchar(100) not null, "student_id" int null, "faculty_id" int null);`,
    );
    this.addSql(`alter table "personal_info" add constraint "personal_info_student_id_unique" unique ("student_id");`);
    this.addSql(`alter table "personal_info" add constraint "personal_info_faculty_id_unique" unique ("faculty_id");`);
    this.addSql(
      `create table "fee" ("id" serial primary key, "student_id" int not null, "academic_year" text not null, "amount" int not null, "paid" int not null, "due_date" date not null);`,
    );
    this.addSql(`create index "fee_student_id_index" on "fee" ("student_id");`);
    this.addSql(`alter table "fee" add constraint "fee_academic_year_check" check ("academic_year" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`);
    this.addSql(
      `create table "contact_info" ("id" serial primary key, "email" varchar(254) not null, "phone" varchar(20) null, "student_id" int null, "faculty_id" int null);`,
    );
    this.addSql(`alter table "contact_info" add constraint "contact_info_email_unique" unique ("email");`);
    this.addSql(`alter table "contact_info" add constraint "contact_info_student_id_unique" unique ("student_id");`);
    this.addSql(`alter table "contact_info" add constraint "contact_info_faculty_id_unique" unique ("faculty_id");`);
    this.addSql(
      `create table "account" ("id" serial primary key, "type" text not null, "login" varchar(254) not null, "password_hash" text not null, "must_change_password" boolean not null default false, "student_id" int null, "faculty_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "account" add constraint "account_student_id_unique" unique ("student_id");`);
    this.addSql(`alter table "account" add constraint "account_faculty_id_unique" unique ("faculty_id");`);
    this.addSql(`alter table "account" add constraint "account_type_login_unique" unique ("type", "login");`);
    this.addSql(`alter table "account" add constraint "account_type_check" check ("type" in ('admin', 'student', 'faculty'));`);
    this.addSql(
      `create table "session" ("sid" varchar(128) not null, "account_id" int null, "data" jsonb not null, "expires_at" timestamptz not null, primary key ("sid"));`,
    );
    this.addSql(`create index "session_account_id_index" on "session" ("account_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);
    this.addSql(`create table "subject" ("id" serial primary key, "code" varchar(20) not null, "name" varchar(150) not null, "year" text not null);`);
    this.addSql(`alter table "subject" add constraint "subject_code_unique" unique ("code");`);
    this.addSql(`create index "subject_year_index" on "subject" ("year");`);
    this.addSql(`alter table "subject" add constraint "subject_year_check" check ("year" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`);
    this.addSql(
      `create table "result" ("id" serial primary key, "student_id" int not null, "subject_id" int not null, "marks" int not null, "max_marks" int not null, "exam_date" date not null);`,
    );
    this.addSql(`create index "result_student_id_index" on "result" ("student_id");`);
    this.addSql(`create index "result_subject_id_index" on "result" ("subject_id");`);
    this.addSql(
      `create table "grade_info" ("id" serial primary key, "student_id" int not null, "subject_id" int not null, "grade" varchar(4) not null, "grade_point" int not null);`,
    );
    this.addSql(`create index "grade_info_student_id_index" on "grade_info" ("student_id");`);
    this.addSql(`create index "grade_info_subject_id_index" on "grade_info" ("subject_id");`);
    this.addSql(`alter table "grade_info" add constraint "grade_info_student_id_subject_id_unique" unique ("student_id", "subject_id");`);
    this.addSql(
      `alter table "personal_info" add constraint "personal_info_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "personal_info" add constraint "personal_info_faculty_id_foreign" foreign key ("faculty_id") references "faculty" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "fee" add constraint "fee_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`);
    this.addSql(
      `alter table "contact_info" add constraint "contact_info_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "contact_info" add constraint "contact_info_faculty_id_foreign" foreign key ("faculty_id") references "faculty" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "account" add constraint "account_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`);
    this.addSql(`alter table "account" add constraint "account_faculty_id_foreign" foreign key ("faculty_id") references "faculty" ("id") on delete cascade;`);
    this.addSql(`alter table "session" add constraint "session_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`);
    this.addSql(`alter table "result" add constraint "result_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`);
    this.addSql(`alter table "result" add constraint "result_subject_id_foreign" foreign key ("subject_id") references "subject" ("id");`);
    this.addSql(
      `alter table "grade_info" add constraint "grade_info_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "grade_info" add constraint "grade_info_subject_id_foreign" foreign key ("subject_id") references "subject" ("id");`);
    this.addSql(`alter table "personal_info" add constraint "personal_info_owner_check" check (("student_id" is null) <> ("faculty_id" is null));`);
    this.addSql(`alter table "contact_info" add constraint "contact_info_owner_check" check (("student_id" is null) <> ("faculty_id" is null));`);
    this.addSql(
      `alter table "account" add constraint "account_owner_check" check (("type" = 'admin' and "student_id" is null and "faculty_id" is null) or ("type" = 'student' and "student_id" is not null) or ("type" = 'faculty' and "faculty_id" is not null));`,
    );
    this.addSql(`alter table "faculty" add constraint "faculty_experience_years_check" check ("experience_years" >= 0);`);
    this.addSql(`alter table "fee" add constraint "fee_amounts_check" check ("amount" >= 0 and "paid" >= 0);`);
  }
}
