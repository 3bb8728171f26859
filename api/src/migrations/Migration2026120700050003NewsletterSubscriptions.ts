import { Migration } from '@mikro-orm/migrations';

/** The footer's Subscribe form: addresses that asked for updates, confirmed through a mailed link. */
export class Migration2026120700050003NewsletterSubscriptions extends Migration {
  override name = 'Migration2026120700050003NewsletterSubscriptions';

  override up(): void {
    this.addSql(
      `create table "newsletter_subscription" ("id" serial primary key, "email" varchar(254) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "confirmed_at" timestamptz null);`,
    );
    this.addSql(`alter table "newsletter_subscription" add constraint "newsletter_subscription_email_unique" unique ("email");`);
    this.addSql(`alter table "newsletter_subscription" add constraint "newsletter_subscription_token_hash_unique" unique ("token_hash");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "newsletter_subscription" cascade;`);
  }
}
