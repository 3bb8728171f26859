import { Migration } from '@mikro-orm/migrations';

/**
 * The shortage list reads only the tallies below the threshold: keyed by academic year, subject and whole
 * percentage (covering, so counting them needs no table rows), and skips students no longer active by a small index.
 */
export class Migration2026120717060001ShortageRows extends Migration {
  override name = 'Migration2026120717060001ShortageRows';

  override up(): void {
    this.addSql(
      `create index "attendance_tally_shortage_index" on "attendance_tally" ("academic_year", "subject_id", (("attended" * 100) / "held")) include ("student_id", "attended", "held") where "held" > 0;`,
    );
    this.addSql(`create index "student_not_active_index" on "student" ("id") where "status" <> 'active';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "student_not_active_index";`);
    this.addSql(`drop index if exists "attendance_tally_shortage_index";`);
  }
}
