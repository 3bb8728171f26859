import { Migration } from '@mikro-orm/migrations';

/**
 * Fees as an office runs them: concessions and scholarship waivers on a charge, fines and other ad-hoc
 * charges (several per student and year, so only the plan fees stay one per year), and voided payments,
 * which keep their row and receipt number with who voided them, when and why.
 */
export class Migration2026120700060001FeesOffice extends Migration {
  override name = 'Migration2026120700060001FeesOffice';

  override up(): void {
    this.addSql(
      `create table "concession" ("id" serial primary key, "charge_id" int not null, "kind" text not null, "percent" numeric(5,2) null, "amount" int not null, "reason" varchar(500) not null, "granted_by_id" int null, "granted_by_name" varchar(254) not null, "granted_at" timestamptz not null);`,
    );
    this.addSql(`create index "concession_charge_id_index" on "concession" ("charge_id");`);
    this.addSql(
      `alter table "concession" add constraint "concession_charge_id_foreign" foreign key ("charge_id") references "charge" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "concession" add constraint "concession_amount_check" check ("amount" > 0);`);
    this.addSql(`alter table "concession" add constraint "concession_kind_check" check ("kind" in ('concession', 'scholarship'));`);
    this.addSql(
      `create or replace function "concession_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "concession" for each STATEMENT execute function "concession_notify_change_fn"();`,
    );

    this.addSql(`alter table "payment" add "voided_at" timestamptz null, add "void_reason" varchar(500) null, add "voided_by_name" varchar(254) null;`);

    this.addSql(`alter table "charge" drop constraint "charge_student_id_academic_year_kind_unique";`);
    this.addSql(`alter table "charge" drop constraint "charge_kind_check";`);
    this.addSql(`create unique index "charge_plan_fee_unique" on "charge" ("student_id", "academic_year", "kind") where "kind" in ('annual', 'one-time');`);
    this.addSql(`alter table "charge" add constraint "charge_kind_check" check ("kind" in ('annual', 'one-time', 'fine', 'lab-fee', 'other'));`);
  }

  override down(): void {
    // ad-hoc charges and voided payments have no place in the older schema
    this.addSql(`delete from "charge" where "kind" not in ('annual', 'one-time');`);
    this.addSql(`delete from "payment" where "voided_at" is not null;`);
    this.addSql(`drop index "charge_plan_fee_unique";`);
    this.addSql(`alter table "charge" drop constraint "charge_kind_check";`);
    this.addSql(`alter table "charge" add constraint "charge_kind_check" check ("kind" in ('annual', 'one-time'));`);
    this.addSql(`alter table "charge" add constraint "charge_student_id_academic_year_kind_unique" unique ("student_id", "academic_year", "kind");`);
    this.addSql(`alter table "payment" drop column "voided_at", drop column "void_reason", drop column "voided_by_name";`);
    this.addSql(`drop trigger if exists "notify_change" on "concession";`);
    this.addSql(`drop function if exists "concession_notify_change_fn"();`);
    this.addSql(`drop table "concession";`);
  }
}
