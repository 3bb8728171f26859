import { Migration } from '@mikro-orm/migrations';

/** Exam sessions the admin publishes; a paper (exam slot) names the session whose hall ticket lists it. */
export class Migration20261207013003ExamSessions extends Migration {
  override name = 'Migration20261207013003ExamSessions';

  override up(): void {
    this.addSql(
      `create table "exam_session" ("id" serial primary key, "name" varchar(120) not null, "published" boolean not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "exam_slot" add column "session_id" int null;`);
    this.addSql(
      `alter table "exam_slot" add constraint "exam_slot_session_id_foreign" foreign key ("session_id") references "exam_session" ("id") on delete set null;`,
    );
    this.addSql(`create index "exam_slot_session_id_index" on "exam_slot" ("session_id");`);
  }

  override down(): void {
    this.addSql(`alter table "exam_slot" drop constraint "exam_slot_session_id_foreign";`);
    this.addSql(`alter table "exam_slot" drop column "session_id";`);
    this.addSql(`drop table if exists "exam_session" cascade;`);
  }
}
