import { Migration } from '@mikro-orm/migrations';

/**
 * Announcements (posted, and the API's own notices), the people each went to with when they read it, and
 * each person's choice about announcement e-mail.
 */
export class Migration2026120700040002Announcements extends Migration {
  override name = 'Migration2026120700040002Announcements';

  override up(): void {
    this.addSql(`create table "notification_setting" ("id" serial primary key, "account_id" int not null, "announcement_email" boolean not null);`);
    this.addSql(`alter table "notification_setting" add constraint "notification_setting_account_id_unique" unique ("account_id");`);
    this.addSql(
      `create table "announcement" ("id" serial primary key, "title" varchar(150) not null, "body" varchar(4000) not null, "kind" text not null, "audience" text not null, "year" text null, "subject_id" int null, "academic_year" varchar(7) null, "author_account_id" int null, "author_name" varchar(254) not null, "recipients" int not null, "created_at" timestamptz not null, "once_key" varchar(100) null);`,
    );
    this.addSql(`create index "announcement_subject_id_index" on "announcement" ("subject_id");`);
    this.addSql(`create index "announcement_author_account_id_index" on "announcement" ("author_account_id");`);
    this.addSql(`create index "announcement_created_at_index" on "announcement" ("created_at");`);
    this.addSql(`alter table "announcement" add constraint "announcement_once_key_unique" unique ("once_key");`);
    this.addSql(
      `create table "announcement_recipient" ("id" bigserial primary key, "announcement_id" int not null, "account_id" int not null, "read_at" timestamptz null);`,
    );
    this.addSql(`create index "announcement_recipient_announcement_id_index" on "announcement_recipient" ("announcement_id");`);
    this.addSql(
      `alter table "announcement_recipient" add constraint "announcement_recipient_account_id_announcement_id_unique" unique ("account_id", "announcement_id");`,
    );
    this.addSql(
      `alter table "notification_setting" add constraint "notification_setting_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "announcement" add constraint "announcement_subject_id_foreign" foreign key ("subject_id") references "subject" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "announcement" add constraint "announcement_author_account_id_foreign" foreign key ("author_account_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(`alter table "announcement" add constraint "announcement_kind_check" check ("kind" in ('posted', 'results', 'fee-due', 'fee-overdue'));`);
    this.addSql(`alter table "announcement" add constraint "announcement_audience_check" check ("audience" in ('everyone', 'year', 'subject', 'student'));`);
    this.addSql(`alter table "announcement" add constraint "announcement_year_check" check ("year" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`);
    this.addSql(
      `alter table "announcement_recipient" add constraint "announcement_recipient_announcement_id_foreign" foreign key ("announcement_id") references "announcement" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "announcement_recipient" add constraint "announcement_recipient_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "announcement_recipient" cascade;`);
    this.addSql(`drop table if exists "announcement" cascade;`);
    this.addSql(`drop table if exists "notification_setting" cascade;`);
  }
}
