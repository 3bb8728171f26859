import { Migration } from '@mikro-orm/migrations';

/** A student is active, graduated (after the final year's promotion) or archived; everyone today is active. */
export class Migration2026120701100001StudentStatus extends Migration {
  override name = 'Migration2026120701100001StudentStatus';

  override up(): void {
    this.addSql(`alter table "student" add "status" text not null default 'active';`);
    this.addSql(`create index "student_status_index" on "student" ("status");`);
    this.addSql(`alter table "student" add constraint "student_status_check" check ("status" in ('active', 'graduated', 'archived'));`);
  }

  override down(): void {
    this.addSql(`alter table "student" drop column if exists "status";`);
  }
}
