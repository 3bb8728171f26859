import { Migration } from '@mikro-orm/migrations';

/** The tables whose rows the API caches: a student's record with its parts, and the subject list. */
const CACHED_TABLES = ['student', 'personal_info', 'contact_info', 'fee', 'result', 'grade_info', 'subject'];

const notifyFunction = (name: string, payload: string) =>
  `create or replace function "${name}"() returns trigger as $$ begin perform pg_notify('college_changes', ${payload}); return null; end; $$ language plpgsql;`;

/**
 * Committed changes are announced on the `college_changes` channel (the triggers declared on the
 * entities, db/change-triggers.ts; this SQL is what the schema generator gives for them): the table's
 * name for the cached tables, `session:<sid>` for a changed or ended session.
 */
export class Migration20261123000000ChangeNotifications extends Migration {
  override name = 'Migration20261123000000ChangeNotifications';

  override up(): void {
    for (const table of CACHED_TABLES) {
      this.addSql(notifyFunction(`${table}_notify_change_fn`, 'tg_table_name'));
      this.addSql(
        `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "${table}" for each STATEMENT execute function "${table}_notify_change_fn"();`,
      );
    }
    this.addSql(notifyFunction('session_notify_change_fn', `'session:' || old.sid`));
    this.addSql(`create trigger "notify_change" AFTER UPDATE OR DELETE on "session" for each ROW execute function "session_notify_change_fn"();`);
  }

  override down(): void {
    for (const table of [...CACHED_TABLES, 'session']) {
      this.addSql(`drop trigger if exists "notify_change" on "${table}";`);
      this.addSql(`drop function if exists "${table}_notify_change_fn"();`);
    }
  }
}
