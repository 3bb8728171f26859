import { Migration } from '@mikro-orm/migrations';

/** Each student's admission documents as last uploaded, with the office's verification or rejection. */
export class Migration2026120701200101AdmissionDocuments extends Migration {
  override name = 'Migration2026120701200101AdmissionDocuments';

  override up(): void {
    this.addSql(
      `create table "admission_document" ("id" serial primary key, "student_id" int not null, "kind" text not null, "status" text not null, "file_name" varchar(80) not null, "file_type" varchar(8) not null, "size" int not null, "uploaded_at" timestamptz not null, "reviewed_at" timestamptz null, "rejection_reason" varchar(500) null);`,
    );
    this.addSql(`alter table "admission_document" add constraint "admission_document_student_id_kind_unique" unique ("student_id", "kind");`);
    this.addSql(
      `alter table "admission_document" add constraint "admission_document_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "admission_document" add constraint "admission_document_kind_check" check ("kind" in ('ssc-marks-memo', 'intermediate-marks-memo', 'transfer-certificate', 'study-certificates', 'conduct-certificate', 'caste-certificate', 'income-certificate', 'aadhaar-card', 'passport-photographs'));`,
    );
    this.addSql(`alter table "admission_document" add constraint "admission_document_status_check" check ("status" in ('waiting', 'verified', 'rejected'));`);
  }

  override down(): void {
    this.addSql(`drop table "admission_document";`);
  }
}
