import { Migration } from '@mikro-orm/migrations';

/** The weekly "attendance under the threshold" notice is an announcement of its own kind. */
export class Migration20261207013002AttendanceNotice extends Migration {
  override name = 'Migration20261207013002AttendanceNotice';

  override up(): void {
    this.addSql(`alter table "announcement" drop constraint if exists "announcement_kind_check";`);
    this.addSql(
      `alter table "announcement" add constraint "announcement_kind_check" check ("kind" in ('posted', 'results', 'fee-due', 'fee-overdue', 'attendance'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "announcement" where "kind" = 'attendance';`);
    this.addSql(`alter table "announcement" drop constraint if exists "announcement_kind_check";`);
    this.addSql(`alter table "announcement" add constraint "announcement_kind_check" check ("kind" in ('posted', 'results', 'fee-due', 'fee-overdue'));`);
  }
}
