import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Account } from '../modules/auth/account.entity.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { DemoSeeder } from '../seeders/DemoSeeder.ts';
import { ormConfig } from './orm-config.ts';

export type PrepareOptions = { demo: boolean; adminUsername?: string; adminPassword?: string; log: Pick<Logger, 'info'> };

/** Migrations, then demo data (empty database, demo mode only) or the first admin (any other start). */
export async function prepareDatabase(databaseUrl: string, options: PrepareOptions): Promise<void> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, 2));
  try {
    await orm.migrator.up();
    const em = orm.em.fork();
    const accounts = await em.count(Account, {});
    if (options.demo) {
      if (accounts === 0) {
        await orm.seeder.seed(DemoSeeder);
        options.log.info('seeded demo data');
      }
      return;
    }
    if ((await em.count(Account, { type: 'admin' })) > 0) return;
    const { adminUsername, adminPassword } = options;
    if (!adminUsername || !adminPassword || adminPassword.length < 12) {
      throw new Error('No admin exists: set ADMIN_USERNAME and ADMIN_PASSWORD (at least 12 characters) to create the first one');
    }
    em.create(Account, {
      type: 'admin',
      login: adminUsername.trim().toLowerCase(),
      passwordHash: await hashPassword(adminPassword),
      mustChangePassword: false,
    });
    await em.flush();
    options.log.info('created the first admin account');
  } finally {
    await orm.close();
  }
}
