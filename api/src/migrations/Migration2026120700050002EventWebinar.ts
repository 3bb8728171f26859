import { Migration } from '@mikro-orm/migrations';

/** An event can be a webinar: the public webinar page shows the next one. Existing events are not. */
export class Migration2026120700050002EventWebinar extends Migration {
  override name = 'Migration2026120700050002EventWebinar';

  override up(): void {
    this.addSql(`alter table "event" add column "webinar" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "event" drop column "webinar";`);
  }
}
