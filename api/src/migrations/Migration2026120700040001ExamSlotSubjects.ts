import { Migration } from '@mikro-orm/migrations';

/** The year of study a free-text semester names ("Second year", "Semester 3"...), FIRST when it names none. */
const yearFromText = `(case
  when e."semester" ~* '(fourth|4th|\\mIV\\M|[78])' then 'FOURTH'
  when e."semester" ~* '(third|3rd|\\mIII\\M|[56])' then 'THIRD'
  when e."semester" ~* '(second|2nd|\\mII\\M|[34])' then 'SECOND'
  else 'FIRST' end)`;

/**
 * Exam papers refer to a subject instead of naming it, its semester and its teacher in free text. Each row
 * maps to the subject of its exam code, else to one of the same name; a paper matching neither gets a
 * subject made from its own text (code = exam code, year read from the semester), so no paper is lost.
 * The instructor is from now on the subject's teachers; the audit log keeps what the rows said.
 */
export class Migration2026120700040001ExamSlotSubjects extends Migration {
  override name = 'Migration2026120700040001ExamSlotSubjects';

  override up(): void {
    this.addSql(`alter table "exam_slot" add column "subject_id" int null;`);
    this.addSql(`update "exam_slot" e set "subject_id" = s."id" from "subject" s where upper(trim(e."exam_code")) = upper(s."code");`);
    this.addSql(`update "exam_slot" e set "subject_id" = (select min(s."id") from "subject" s where lower(s."name") = lower(trim(e."subject")))
      where e."subject_id" is null;`);
    this.addSql(`insert into "subject" ("code", "name", "year")
      select distinct on (upper(trim(e."exam_code"))) trim(e."exam_code"), trim(e."subject"), ${yearFromText}
      from "exam_slot" e where e."subject_id" is null order by upper(trim(e."exam_code")), e."id";`);
    this.addSql(
      `update "exam_slot" e set "subject_id" = s."id" from "subject" s where e."subject_id" is null and upper(trim(e."exam_code")) = upper(s."code");`,
    );
    this.addSql(`alter table "exam_slot" alter column "subject_id" set not null;`);
    this.addSql(`create index "exam_slot_subject_id_index" on "exam_slot" ("subject_id");`);
    this.addSql(`alter table "exam_slot" add constraint "exam_slot_subject_id_foreign" foreign key ("subject_id") references "subject" ("id");`);
    this.addSql(`alter table "exam_slot" drop column "subject", drop column "semester", drop column "instructor";`);
  }

  override down(): void {
    this.addSql(
      `alter table "exam_slot" add column "subject" varchar(150) null, add column "semester" varchar(60) null, add column "instructor" varchar(150) null;`,
    );
    this.addSql(`update "exam_slot" e set "subject" = s."name", "semester" = initcap(lower(s."year")) || ' year',
      "instructor" = coalesce((select string_agg(f."first_name" || ' ' || f."last_name", ', ' order by f."last_name", f."first_name")
        from "teaching_assignment" t join "faculty" f on f."id" = t."faculty_id" where t."subject_id" = s."id"
        and t."academic_year" = (case when extract(month from e."date") >= 6
          then extract(year from e."date")::int || '-' || lpad(((extract(year from e."date")::int + 1) % 100)::text, 2, '0')
          else (extract(year from e."date")::int - 1) || '-' || lpad((extract(year from e."date")::int % 100)::text, 2, '0') end)), '')
      from "subject" s where s."id" = e."subject_id";`);
    this.addSql(`alter table "exam_slot" alter column "subject" set not null, alter column "semester" set not null, alter column "instructor" set not null;`);
    this.addSql(`alter table "exam_slot" drop constraint "exam_slot_subject_id_foreign";`);
    this.addSql(`alter table "exam_slot" drop column "subject_id";`);
  }
}
