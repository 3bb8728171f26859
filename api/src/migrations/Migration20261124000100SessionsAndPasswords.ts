import { Migration } from '@mikro-orm/migrations';

/**
 * Session ids are kept only as their SHA-256 (a reader of the table cannot sign in with one); signed-in
 * users stay signed in, their rows re-keyed in place. Each account records when its password was set,
 * so a one-time password can expire (accounts on one today count from this migration).
 */
export class Migration20261124000100SessionsAndPasswords extends Migration {
  override name = 'Migration20261124000100SessionsAndPasswords';

  override up(): void {
    this.addSql(`update "session" set "sid" = encode(sha256(convert_to("sid", 'UTF8')), 'hex');`);
    this.addSql(`alter table "account" add column "password_set_at" timestamptz not null default now();`);
    this.addSql(`alter table "account" alter column "password_set_at" drop default;`);
  }

  override down(): void {
    this.addSql(`alter table "account" drop column "password_set_at";`);
    this.addSql(`delete from "session";`);
  }
}
