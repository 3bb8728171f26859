import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-config.ts';

/** Applies every pending checked-in migration. */
export async function migrate(databaseUrl: string): Promise<void> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, 2));
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
}
