import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_GRADE_SCALE } from '../modules/results/grade-band.entity.ts';

/** The calendar year a date column's academic year starts in: it starts on 1 June. */
const startYearOf = (column: string) =>
  `(case when extract(month from ${column}) >= 6 then extract(year from ${column})::int else extract(year from ${column})::int - 1 end)`;
/** 2025 -> '2025-26' */
const academicYearText = (startYear: string) => `(${startYear} || '-' || lpad(((${startYear} + 1) % 100)::text, 2, '0'))`;

/**
 * Academic records: teaching assignments, assessments with their marks, the grade scale, the exam
 * timetable and notices, and the before and after of each audited change. Grades are derived from
 * marks from now on: each subject's old results of an academic year become one published
 * "University exam" (weight 100) with a mark per student, then the old `result` and `grade_info` go.
 */
export class Migration20261124100000AcademicRecords extends Migration {
  override name = 'Migration20261124100000AcademicRecords';

  override up(): void {
    this.addSql(
      `create table "exam_notice" ("id" serial primary key, "text" varchar(500) not null, "published_on" date not null, "important" boolean not null);`,
    );
    this.addSql(`create index "exam_notice_published_on_index" on "exam_notice" ("published_on");`);
    this.addSql(
      `create table "exam_slot" ("id" serial primary key, "date" date not null, "time" varchar(5) not null, "duration_minutes" int not null, "subject" varchar(150) not null, "exam_code" varchar(20) not null, "semester" varchar(60) not null, "venue" varchar(150) not null, "instructor" varchar(150) not null);`,
    );
    this.addSql(`create index "exam_slot_date_index" on "exam_slot" ("date");`);
    this.addSql(
      `create table "grade_band" ("id" serial primary key, "min_percentage" numeric(5,2) not null, "letter" varchar(4) not null, "grade_point" numeric(4,2) not null);`,
    );
    this.addSql(`alter table "grade_band" add constraint "grade_band_min_percentage_unique" unique ("min_percentage");`);
    this.addSql(`alter table "grade_band" add constraint "grade_band_letter_unique" unique ("letter");`);
    this.addSql(
      `create table "assessment" ("id" serial primary key, "subject_id" int not null, "academic_year" varchar(7) not null, "name" varchar(100) not null, "max_marks" int not null, "date" date not null, "weight" int not null, "status" text not null, "published_at" timestamptz null, "version" int not null);`,
    );
    this.addSql(`create index "assessment_subject_id_index" on "assessment" ("subject_id");`);
    this.addSql(`create index "assessment_subject_id_academic_year_index" on "assessment" ("subject_id", "academic_year");`);
    this.addSql(
      `create table "mark" ("id" serial primary key, "assessment_id" int not null, "student_id" int not null, "marks" numeric(6,1) null, "absent" boolean not null);`,
    );
    this.addSql(`create index "mark_student_id_index" on "mark" ("student_id");`);
    this.addSql(`alter table "mark" add constraint "mark_assessment_id_student_id_unique" unique ("assessment_id", "student_id");`);
    this.addSql(
      `create table "teaching_assignment" ("id" serial primary key, "faculty_id" int not null, "subject_id" int not null, "academic_year" varchar(7) not null);`,
    );
    this.addSql(`create index "teaching_assignment_faculty_id_index" on "teaching_assignment" ("faculty_id");`);
    this.addSql(`create index "teaching_assignment_subject_id_index" on "teaching_assignment" ("subject_id");`);
    this.addSql(
      `alter table "teaching_assignment" add constraint "teaching_assignment_faculty_id_subject_id_academic_year_unique" unique ("faculty_id", "subject_id", "academic_year");`,
    );
    this.addSql(`alter table "audit_log" add column if not exists "changes" jsonb null;`);
    this.addSql(
      `create or replace function "exam_notice_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "exam_notice" for each STATEMENT execute function "exam_notice_notify_change_fn"();`,
    );
    this.addSql(`alter table "exam_slot" add constraint "exam_slot_duration_check" check ("duration_minutes" > 0);`);
    this.addSql(
      `create or replace function "exam_slot_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "exam_slot" for each STATEMENT execute function "exam_slot_notify_change_fn"();`,
    );
    this.addSql(`alter table "grade_band" add constraint "grade_band_min_percentage_check" check ("min_percentage" >= 0 and "min_percentage" <= 100);`);
    this.addSql(`alter table "grade_band" add constraint "grade_band_grade_point_check" check ("grade_point" >= 0 and "grade_point" <= 10);`);
    this.addSql(
      `create or replace function "grade_band_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "grade_band" for each STATEMENT execute function "grade_band_notify_change_fn"();`,
    );
    this.addSql(`alter table "assessment" add constraint "assessment_subject_id_foreign" foreign key ("subject_id") references "subject" ("id");`);
    this.addSql(`alter table "assessment" add constraint "assessment_max_marks_check" check ("max_marks" > 0);`);
    this.addSql(`alter table "assessment" add constraint "assessment_weight_check" check ("weight" >= 1 and "weight" <= 100);`);
    this.addSql(`alter table "assessment" add constraint "assessment_status_check" check ("status" in ('draft', 'published'));`);
    this.addSql(
      `create or replace function "assessment_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "assessment" for each STATEMENT execute function "assessment_notify_change_fn"();`,
    );
    this.addSql(
      `alter table "mark" add constraint "mark_assessment_id_foreign" foreign key ("assessment_id") references "assessment" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "mark" add constraint "mark_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`);
    this.addSql(`alter table "mark" add constraint "mark_absent_check" check (not "absent" or "marks" is null);`);
    this.addSql(`alter table "mark" add constraint "mark_marks_check" check ("marks" >= 0 and "marks" * 2 = trunc("marks" * 2));`);
    this.addSql(
      `create or replace function "mark_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "mark" for each STATEMENT execute function "mark_notify_change_fn"();`);
    this.addSql(
      `alter table "teaching_assignment" add constraint "teaching_assignment_faculty_id_foreign" foreign key ("faculty_id") references "faculty" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "teaching_assignment" add constraint "teaching_assignment_subject_id_foreign" foreign key ("subject_id") references "subject" ("id") on delete cascade;`,
    );
    this.addSql(
      `create or replace function "teaching_assignment_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "teaching_assignment" for each STATEMENT execute function "teaching_assignment_notify_change_fn"();`,
    );

    for (const band of DEFAULT_GRADE_SCALE) {
      this.addSql(`insert into "grade_band" ("min_percentage", "letter", "grade_point") values (${band.minPercentage}, '${band.letter}', ${band.gradePoint});`);
    }
    this.addSql(`insert into "assessment" ("subject_id", "academic_year", "name", "max_marks", "date", "weight", "status", "published_at", "version")
      select "subject_id", ${academicYearText('start_year')}, 'University exam', greatest(max("max_marks"), 1), max("exam_date"), 100, 'published', now(), 1
      from (select *, ${startYearOf('"exam_date"')} as start_year from "result") r group by "subject_id", start_year;`);
    // a row's marks out of its own maximum, rescaled to the exam's (the largest of its rows) in 0.5 steps; the latest row of a student counts
    this.addSql(`insert into "mark" ("assessment_id", "student_id", "marks", "absent")
      select distinct on (a."id", r."student_id") a."id", r."student_id",
        round(least(greatest(r."marks", 0), greatest(r."max_marks", 1))::numeric * a."max_marks" / greatest(r."max_marks", 1) * 2) / 2, false
      from "result" r join "assessment" a on a."subject_id" = r."subject_id" and a."academic_year" = ${academicYearText(startYearOf('r."exam_date"'))}
      order by a."id", r."student_id", r."exam_date" desc, r."id" desc;`);

    this.addSql(`drop trigger if exists "notify_change" on "grade_info";`);
    this.addSql(`drop function if exists "grade_info_notify_change_fn"();`);
    this.addSql(`drop table if exists "grade_info" cascade;`);
    this.addSql(`drop trigger if exists "notify_change" on "result";`);
    this.addSql(`drop function if exists "result_notify_change_fn"();`);
    this.addSql(`drop table if exists "result" cascade;`);
  }
}
