import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { migrationsList } from '../migrations/index.ts';
import { entities } from './entities.ts';

/** The one MikroORM configuration: server, tests, seeders and the bench all use it. */
export function ormConfig(databaseUrl: string, poolMax = 10) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator, SeedManager],
    migrations: { migrationsList, transactional: true, snapshot: false, silent: true },
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 30_000 },
    // fail fast while PostgreSQL is unreachable instead of queueing requests forever
    driverOptions: { connectionTimeoutMillis: 2_000, statement_timeout: 15_000 },
    ensureDatabase: false,
    debug: false,
  });
}
