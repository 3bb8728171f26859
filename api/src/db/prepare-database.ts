import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';
import { Account } from '../modules/auth/account.entity.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { DemoSeeder } from '../seeders/DemoSeeder.ts';
import { ormConfig } from './orm-config.ts';

export type PrepareOptions = { demo: boolean; adminUsername?: string; adminPassword?: string; log: Pick<Logger, 'info'> };

/** The advisory lock key of preparing the database; advisory locks are per database, so one key suffices. */
const PREPARE_LOCK = 4_702_031;

/**
 * Migrations, then demo data (empty database, demo mode only) or the first admin (any other start), under a
 * PostgreSQL advisory lock: API processes starting together on one database prepare it one after the other,
 * so the first migrates and seeds and the others find it done. A process that dies releases the lock with its session.
 */
export async function prepareDatabase(databaseUrl: string, options: PrepareOptions): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await lock.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [PREPARE_LOCK]);
    if (!rows[0]?.locked) {
      options.log.info('waiting for another process to finish preparing the database');
      await lock.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    }
    await prepareLocked(databaseUrl, options);
  } finally {
    // ending the session releases the lock, also when the unlock itself cannot be sent
    await lock.query('select pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {});
    await lock.end();
  }
}

async function prepareLocked(databaseUrl: string, options: PrepareOptions): Promise<void> {
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
