import { Migration } from '@mikro-orm/migrations';

const notifyFunction = (table: string) =>
  `create or replace function "${table}_notify_change_fn"() returns trigger as $$ begin perform pg_notify('college_changes', tg_table_name); return null; end; $$ language plpgsql;`;
const notifyTrigger = (table: string) =>
  `create trigger "notify_change" AFTER INSERT OR UPDATE OR DELETE on "${table}" for each STATEMENT execute function "${table}_notify_change_fn"();`;

/** `2026-27` for a date from 1 June 2026 to 31 May 2027: the academic year an old fee row's due date falls in. */
const academicYearOf = (date: string) => `(case when extract(month from ${date}) >= 6
  then extract(year from ${date})::int || '-' || lpad(((extract(year from ${date})::int + 1) % 100)::text, 2, '0')
  else (extract(year from ${date})::int - 1) || '-' || lpad((extract(year from ${date})::int % 100)::text, 2, '0') end)`;

/**
 * Fee plans, charges and payments replace the `fee` table, whose rows kept a running "paid" figure that
 * anyone could type. Each old row becomes a charge (rows of one student falling in the same academic year
 * are added up into one) and, where something was paid, a cash payment of that amount with a generated
 * receipt number, so every student's totals are what they were. Students get a quota (convener by default).
 */
export class Migration20261124100100Fees extends Migration {
  override name = 'Migration20261124100100Fees';

  override up(): void {
    this.addSql(`alter table "audit_log" add column if not exists "changes" jsonb null;`);

    this.addSql(`alter table "student" add "quota" text not null default 'convener';`);
    this.addSql(`alter table "student" add constraint "student_quota_check" check ("quota" in ('convener', 'management'));`);

    this.addSql(
      `create table "fee_plan" ("id" serial primary key, "academic_year" varchar(7) not null, "quota" text not null, "year_of_study" text not null, "annual_fee" int not null, "one_time_fee" int not null, "due_date" date not null);`,
    );
    this.addSql(
      `alter table "fee_plan" add constraint "fee_plan_academic_year_quota_year_of_study_unique" unique ("academic_year", "quota", "year_of_study");`,
    );
    this.addSql(`alter table "fee_plan" add constraint "fee_plan_amounts_check" check ("annual_fee" >= 0 and "one_time_fee" >= 0);`);
    this.addSql(`alter table "fee_plan" add constraint "fee_plan_quota_check" check ("quota" in ('convener', 'management'));`);
    this.addSql(`alter table "fee_plan" add constraint "fee_plan_year_of_study_check" check ("year_of_study" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`);

    this.addSql(
      `create table "charge" ("id" serial primary key, "student_id" int not null, "academic_year" varchar(7) not null, "year_of_study" text not null, "kind" text not null, "description" varchar(200) not null, "amount" int not null, "due_date" date not null, "plan_id" int null);`,
    );
    this.addSql(`create index "charge_student_id_index" on "charge" ("student_id");`);
    this.addSql(`alter table "charge" add constraint "charge_student_id_academic_year_kind_unique" unique ("student_id", "academic_year", "kind");`);
    this.addSql(`alter table "charge" add constraint "charge_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`);
    this.addSql(`alter table "charge" add constraint "charge_plan_id_foreign" foreign key ("plan_id") references "fee_plan" ("id") on delete set null;`);
    this.addSql(`alter table "charge" add constraint "charge_amount_check" check ("amount" >= 0);`);
    this.addSql(`alter table "charge" add constraint "charge_year_of_study_check" check ("year_of_study" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`);
    this.addSql(`alter table "charge" add constraint "charge_kind_check" check ("kind" in ('annual', 'one-time'));`);

    this.addSql(
      `create table "payment" ("id" serial primary key, "student_id" int not null, "amount" int not null, "paid_on" date not null, "mode" text not null, "receipt_number" varchar(40) not null, "note" varchar(500) null, "recorded_by_id" int null, "recorded_by_name" varchar(254) not null, "recorded_at" timestamptz not null, "idempotency_key" varchar(200) null);`,
    );
    this.addSql(`create index "payment_student_id_index" on "payment" ("student_id");`);
    this.addSql(`alter table "payment" add constraint "payment_receipt_number_unique" unique ("receipt_number");`);
    this.addSql(`alter table "payment" add constraint "payment_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`alter table "payment" add constraint "payment_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`);
    this.addSql(`alter table "payment" add constraint "payment_amount_check" check ("amount" > 0);`);
    this.addSql(
      `alter table "payment" add constraint "payment_mode_check" check ("mode" in ('cash', 'upi', 'card', 'bank-transfer', 'cheque', 'demand-draft'));`,
    );
    // receipt numbers RCPT-<year>-<6 digits>: one counter for every process and transaction
    this.addSql(`create sequence if not exists "payment_receipt_seq";`);

    for (const table of ['fee_plan', 'charge', 'payment']) {
      this.addSql(notifyFunction(table));
      this.addSql(notifyTrigger(table));
    }

    this.addSql(`insert into "charge" ("student_id", "academic_year", "year_of_study", "kind", "description", "amount", "due_date")
      select "student_id", ${academicYearOf('"due_date"')} as "year", (array_agg("academic_year" order by "due_date", "id"))[1], 'annual', 'Annual fee',
        sum("amount"), min("due_date")
      from "fee" group by "student_id", "year";`);
    this.addSql(`insert into "payment" ("student_id", "amount", "paid_on", "mode", "receipt_number", "note", "recorded_by_id", "recorded_by_name", "recorded_at")
      select "student_id", "paid", least("due_date", current_date), 'cash',
        'RCPT-' || extract(year from current_date)::int || '-' || lpad(nextval('payment_receipt_seq')::text, 6, '0'),
        'Carried over from the fee record kept before payments were recorded one by one', null, 'migration', now()
      from (select * from "fee" where "paid" > 0 order by "id") as "paid_fee";`);

    this.addSql(`drop trigger if exists "notify_change" on "fee";`);
    this.addSql(`drop function if exists "fee_notify_change_fn"();`);
    this.addSql(`drop table "fee";`);
  }

  override down(): void {
    this.addSql(
      `create table "fee" ("id" serial primary key, "student_id" int not null, "academic_year" text not null, "amount" int not null, "paid" int not null, "due_date" date not null);`,
    );
    this.addSql(`create index "fee_student_id_index" on "fee" ("student_id");`);
    this.addSql(`alter table "fee" add constraint "fee_academic_year_check" check ("academic_year" in ('FIRST', 'SECOND', 'THIRD', 'FOURTH'));`);
    this.addSql(`alter table "fee" add constraint "fee_student_id_foreign" foreign key ("student_id") references "student" ("id") on delete cascade;`);
    this.addSql(`alter table "fee" add constraint "fee_amounts_check" check ("amount" >= 0 and "paid" >= 0);`);
    this.addSql(notifyFunction('fee'));
    this.addSql(notifyTrigger('fee'));
    // what was paid goes back onto the charges oldest due date first, as the API allocated it
    this.addSql(`insert into "fee" ("student_id", "academic_year", "amount", "paid", "due_date")
      select c."student_id", c."year_of_study", c."amount",
        greatest(0, least(c."amount", coalesce(p."total", 0) - coalesce(sum(c."amount") over (partition by c."student_id" order by c."due_date", c."id" rows between unbounded preceding and 1 preceding), 0))),
        c."due_date"
      from "charge" c left join (select "student_id", sum("amount") as "total" from "payment" group by "student_id") p on p."student_id" = c."student_id"
      order by c."student_id", c."due_date", c."id";`);
    for (const table of ['payment', 'charge', 'fee_plan']) {
      this.addSql(`drop trigger if exists "notify_change" on "${table}";`);
      this.addSql(`drop function if exists "${table}_notify_change_fn"();`);
      this.addSql(`drop table "${table}" cascade;`);
    }
    this.addSql(`drop sequence if exists "payment_receipt_seq";`);
    this.addSql(`alter table "student" drop constraint "student_quota_check";`);
    this.addSql(`alter table "student" drop column "quota";`);
  }
}
