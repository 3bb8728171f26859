import { Migration } from '@mikro-orm/migrations';

/** When a student's standing last changed (archived, restored, graduated); the column itself came with promotion. */
export class Migration20261207013004StudentStatusChangedAt extends Migration {
  override name = 'Migration20261207013004StudentStatusChangedAt';

  override up(): void {
    this.addSql(`alter table "student" add column "status_changed_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "student" drop column "status_changed_at";`);
  }
}
