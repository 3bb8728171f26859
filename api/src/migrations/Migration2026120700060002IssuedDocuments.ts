import { Migration } from '@mikro-orm/migrations';

/** Marksheets and transcripts as issued, by verification code, with what each stated. */
export class Migration2026120700060002IssuedDocuments extends Migration {
  override name = 'Migration2026120700060002IssuedDocuments';

  override up(): void {
    this.addSql(
      `create table "issued_document" ("id" serial primary key, "code" varchar(14) not null, "kind" text not null, "student_id" int null, "title" varchar(200) not null, "statement" jsonb not null, "digest" varchar(64) not null, "issued_at" timestamptz not null, "issued_by_name" varchar(254) not null);`,
    );
    this.addSql(`alter table "issued_document" add constraint "issued_document_code_unique" unique ("code");`);
    this.addSql(`create index "issued_document_student_id_index" on "issued_document" ("student_id");`);
    this.addSql(`create index "issued_document_student_id_kind_digest_index" on "issued_document" ("student_id", "kind", "digest");`);
    this.addSql(
      `alter table "issued_document" add constraint "issued_document_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete set null;`,
    );
    this.addSql(`alter table "issued_document" add constraint "issued_document_kind_check" check ("kind" in ('marksheet', 'transcript'));`);
  }

  override down(): void {
    this.addSql(`drop table "issued_document";`);
  }
}
