import { Migration } from '@mikro-orm/migrations';

/**
 * A student's standing: active, graduated (promotion's last step) or archived (deleted with a history). Its
 * own migration, so the academic-year work can rely on the column whichever lands first.
 */
export class Migration20261207013004StudentStatus extends Migration {
  override name = 'Migration20261207013004StudentStatus';

  override up(): void {
    this.addSql(`alter table "student" add column "status" text not null default 'active', add column "status_changed_at" timestamptz null;`);
    this.addSql(`alter table "student" add constraint "student_status_check" check ("status" in ('active', 'graduated', 'archived'));`);
    this.addSql(`create index "student_status_index" on "student" ("status");`);
  }

  override down(): void {
    this.addSql(`alter table "student" drop constraint if exists "student_status_check";`);
    this.addSql(`alter table "student" drop column "status", drop column "status_changed_at";`);
  }
}
