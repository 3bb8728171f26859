import { Migration } from '@mikro-orm/migrations';

/** Single-use links that set a password: a reset asked for by e-mail, or a new account's first sign-in. */
export class Migration2026120700050001PasswordLinks extends Migration {
  override name = 'Migration2026120700050001PasswordLinks';

  override up(): void {
    this.addSql(
      `create table "password_link" ("id" serial primary key, "account_id" int not null, "token_hash" varchar(64) not null, "purpose" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "password_link_account_id_index" on "password_link" ("account_id");`);
    this.addSql(`alter table "password_link" add constraint "password_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "password_link" add constraint "password_link_purpose_check" check ("purpose" in ('reset', 'first-sign-in'));`);
    this.addSql(
      `alter table "password_link" add constraint "password_link_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "password_link" cascade;`);
  }
}
