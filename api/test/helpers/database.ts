import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { prepareDatabase } from '../../src/db/prepare-database.ts';

const silent = { info: () => {} };

/** A fresh database (migrated and demo-seeded) for one test file. */
export async function createTestDatabase(): Promise<string> {
  const server = inject('pgServerUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${server}postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = `${server}${name}`;
  await prepareDatabase(url, { demo: true, log: silent as never });
  return url;
}

/** Runs one SQL statement against the test database (for arranging and checking state). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
