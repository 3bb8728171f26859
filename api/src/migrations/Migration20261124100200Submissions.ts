import { Migration } from '@mikro-orm/migrations';

/**
 * What visitors submit through the public forms (scholarship applications, admission enquiries, contact
 * messages, research proposals, book requests), with their files, notes and status history; the
 * per-address submission limits; and the outbox of mail waiting to be sent.
 */
export class Migration20261124100200Submissions extends Migration {
  override name = 'Migration20261124100200Submissions';

  override up(): void {
    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "to" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "sent_at" timestamptz null, "last_error" varchar(500) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "mail_outbox_sent_at_next_attempt_at_index" on "mail_outbox" ("sent_at", "next_attempt_at");`);
    this.addSql(
      `create table "submission" ("id" serial primary key, "kind" text not null, "reference" varchar(20) not null, "status" text not null, "name" varchar(200) not null, "email" varchar(254) not null, "fields" jsonb not null, "received_at" timestamptz not null, "read_at" timestamptz null, "idempotency_key" uuid null, "closed_at" timestamptz null);`,
    );
    this.addSql(`alter table "submission" add constraint "submission_reference_unique" unique ("reference");`);
    this.addSql(`create index "submission_received_at_index" on "submission" ("received_at");`);
    this.addSql(`alter table "submission" add constraint "submission_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "submission_status_closed_at_index" on "submission" ("status", "closed_at");`);
    this.addSql(`create table "submission_attempt" ("id" bigserial primary key, "key" varchar(100) not null, "attempted_at" timestamptz not null);`);
    this.addSql(`create index "submission_attempt_key_attempted_at_index" on "submission_attempt" ("key", "attempted_at");`);
    this.addSql(`create index "submission_attempt_attempted_at_index" on "submission_attempt" ("attempted_at");`);
    this.addSql(
      `create table "submission_file" ("id" serial primary key, "submission_id" int not null, "field" varchar(40) not null, "original_name" varchar(200) not null, "stored_name" varchar(80) not null, "size" int not null);`,
    );
    this.addSql(`create index "submission_file_submission_id_index" on "submission_file" ("submission_id");`);
    this.addSql(`alter table "submission_file" add constraint "submission_file_stored_name_unique" unique ("stored_name");`);
    this.addSql(
      `create table "submission_note" ("id" serial primary key, "submission_id" int not null, "text" text not null, "author" varchar(200) not null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "submission_note_submission_id_index" on "submission_note" ("submission_id");`);
    this.addSql(
      `create table "submission_status_change" ("id" serial primary key, "submission_id" int not null, "from_status" text null, "to_status" text not null, "changed_by" varchar(200) not null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "submission_status_change_submission_id_index" on "submission_status_change" ("submission_id");`);
    this.addSql(
      `alter table "submission" add constraint "submission_kind_check" check ("kind" in ('scholarship', 'admission', 'contact', 'research-proposal', 'book-request'));`,
    );
    this.addSql(
      `alter table "submission" add constraint "submission_status_check" check ("status" in ('new', 'in-review', 'accepted', 'rejected', 'closed'));`,
    );
    this.addSql(
      `alter table "submission_file" add constraint "submission_file_submission_id_foreign" foreign key ("submission_id") references "submission" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "submission_note" add constraint "submission_note_submission_id_foreign" foreign key ("submission_id") references "submission" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "submission_status_change" add constraint "submission_status_change_submission_id_foreign" foreign key ("submission_id") references "submission" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "submission_status_change" add constraint "submission_status_change_from_status_check" check ("from_status" in ('new', 'in-review', 'accepted', 'rejected', 'closed'));`,
    );
    this.addSql(
      `alter table "submission_status_change" add constraint "submission_status_change_to_status_check" check ("to_status" in ('new', 'in-review', 'accepted', 'rejected', 'closed'));`,
    );
  }

  override down(): void {
    for (const table of ['submission_status_change', 'submission_note', 'submission_file', 'submission', 'submission_attempt', 'mail_outbox']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
