import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/db/orm-config.ts';
import { migrationsList } from '../src/migrations/index.ts';
import { prepareDatabase } from '../src/db/prepare-database.ts';
import { sql } from './helpers/database.ts';

const silent = { info: () => {} } as never;
/** Every setting production needs (production-settings.test.ts checks each). */
const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://college@db.example/college', SESSION_SECRET: 'x'.repeat(32), MAIL_DISABLED: '1' };

async function emptyDatabase(): Promise<string> {
  const server = inject('pgServerUrl');
  const name = `prod_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${server}postgres` });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return `${server}${name}`;
}

describe('production start', () => {
  it('outside demo mode, refuses to start without a SESSION_SECRET of its own: never the published development one', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) expect(() => loadConfig({ NODE_ENV })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ DEMO_MODE: '1' })).toMatchObject({ demoMode: true });
    expect(loadConfig({ SESSION_SECRET: 'y'.repeat(32) })).toMatchObject({ demoMode: false });
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/DEMO_MODE/);
  });

  it('/api/docs is off in production unless enabled', () => {
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ DEMO_MODE: '1' }).apiDocs).toBe(true);
  });

  it('refuses to start without a 32-character SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig(production).isProduction).toBe(true);
  });

  it('needs ADMIN_USERNAME/ADMIN_PASSWORD when no admin exists, and never seeds demo data', async () => {
    const url = await emptyDatabase();
    await expect(prepareDatabase(url, { demo: false, log: silent })).rejects.toThrow(/ADMIN_USERNAME/);
    await prepareDatabase(url, { demo: false, adminUsername: 'Principal', adminPassword: 'a-long-secret-pass', log: silent });
    expect(await sql(url, 'select type, login, must_change_password from account')).toEqual([
      { type: 'admin', login: 'principal', must_change_password: false },
    ]);
    expect(await sql(url, 'select count(*)::int as n from student')).toEqual([{ n: 0 }]);
    await prepareDatabase(url, { demo: false, log: silent });
  });

  it('never seeds a database outside demo mode, production or not: the first admin comes from ADMIN_USERNAME', async () => {
    const url = await emptyDatabase();
    await expect(prepareDatabase(url, { demo: false, log: silent })).rejects.toThrow(/ADMIN_USERNAME/);
    expect(await sql(url, 'select count(*)::int as n from account')).toEqual([{ n: 0 }]);
  });

  it('seeds the demo data once on an empty database in demo mode', async () => {
    const url = await emptyDatabase();
    await prepareDatabase(url, { demo: true, log: silent });
    await prepareDatabase(url, { demo: true, log: silent });
    const [counts] = await sql(
      url,
      `select (select count(*) from student)::int as students, (select count(*) from faculty)::int as faculty,
      (select count(*) from event where photo_key is not null and not webinar)::int as events, (select count(*) from event where webinar)::int as webinars,
      (select count(*) from academic_calendar_entry)::int as calendar,
      (select count(distinct year) from subject)::int as years`,
    );
    expect(counts).toEqual({ students: 24, faculty: 6, events: 5, webinars: 1, calendar: 12, years: 4 });
  });
});

describe('two processes starting at once', () => {
  it('migrate an empty database once under a lock: both start, every migration applied once, the demo seeded once', async () => {
    const url = await emptyDatabase();
    const results = await Promise.allSettled([prepareDatabase(url, { demo: true, log: silent }), prepareDatabase(url, { demo: true, log: silent })]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const applied = await sql(url, 'select name, count(*)::int as n from mikro_orm_migrations group by name');
    expect(applied.map((row) => row.name).sort()).toEqual(migrationsList.map((migration) => migration.name).sort());
    expect(applied.filter((row) => row.n !== 1)).toEqual([]);
    expect(await sql(url, 'select (select count(*) from student)::int as students, (select count(*) from faculty)::int as faculty')).toEqual([
      { students: 24, faculty: 6 },
    ]);
    const orm = await MikroORM.init(ormConfig(url, 1));
    try {
      expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    } finally {
      await orm.close();
    }
  });

  it('create the first admin once when both are given ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    const url = await emptyDatabase();
    const first = { demo: false, adminUsername: 'Principal', adminPassword: 'a-long-secret-pass', log: silent };
    const results = await Promise.allSettled([prepareDatabase(url, first), prepareDatabase(url, first)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await sql(url, 'select login from account')).toEqual([{ login: 'principal' }]);
  });
});

describe('schema', () => {
  it('the checked-in migrations build exactly the schema the entities describe', async () => {
    const url = await emptyDatabase();
    await prepareDatabase(url, { demo: true, log: silent });
    const orm = await MikroORM.init(ormConfig(url, 1));
    try {
      const drift = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      expect(drift.trim()).toBe('');
    } finally {
      await orm.close();
    }
  });
});
