import { Migration } from '@mikro-orm/migrations';

/** The shortage list of a year of study reads the tallies of its subjects in one academic year by index. */
export class Migration20261207013001ShortageIndex extends Migration {
  override name = 'Migration20261207013001ShortageIndex';

  override up(): void {
    this.addSql(`create index "attendance_tally_academic_year_subject_id_index" on "attendance_tally" ("academic_year", "subject_id");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "attendance_tally_academic_year_subject_id_index";`);
  }
}
