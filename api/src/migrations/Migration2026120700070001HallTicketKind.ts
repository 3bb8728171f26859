import { Migration } from '@mikro-orm/migrations';

/** Hall tickets are issued documents too, with a code /verify checks. */
export class Migration2026120700070001HallTicketKind extends Migration {
  override name = 'Migration2026120700070001HallTicketKind';

  override up(): void {
    this.addSql(`alter table "issued_document" drop constraint if exists "issued_document_kind_check";`);
    this.addSql(`alter table "issued_document" add constraint "issued_document_kind_check" check ("kind" in ('marksheet', 'transcript', 'hall_ticket'));`);
  }

  override down(): void {
    this.addSql(`delete from "issued_document" where "kind" = 'hall_ticket';`);
    this.addSql(`alter table "issued_document" drop constraint if exists "issued_document_kind_check";`);
    this.addSql(`alter table "issued_document" add constraint "issued_document_kind_check" check ("kind" in ('marksheet', 'transcript'));`);
  }
}
