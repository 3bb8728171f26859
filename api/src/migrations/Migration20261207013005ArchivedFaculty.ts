import { Migration } from '@mikro-orm/migrations';

/** A faculty member deleted with a history is archived; former students read their documents for the years the college sets. */
export class Migration20261207013005ArchivedFaculty extends Migration {
  override name = 'Migration20261207013005ArchivedFaculty';

  override up(): void {
    this.addSql(`alter table "faculty" add column "status" text not null default 'active', add column "status_changed_at" timestamptz null;`);
    this.addSql(`alter table "faculty" add constraint "faculty_status_check" check ("status" in ('active', 'archived'));`);
    this.addSql(`alter table "college_settings" add column "former_student_access_years" int not null default 5;`);
    this.addSql(`alter table "college_settings" add constraint "college_settings_former_years_check" check ("former_student_access_years" >= 0);`);
  }

  override down(): void {
    this.addSql(`alter table "college_settings" drop constraint if exists "college_settings_former_years_check";`);
    this.addSql(`alter table "college_settings" drop column "former_student_access_years";`);
    this.addSql(`alter table "faculty" drop constraint if exists "faculty_status_check";`);
    this.addSql(`alter table "faculty" drop column "status", drop column "status_changed_at";`);
  }
}
