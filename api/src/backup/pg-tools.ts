import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Where Debian (and Ubuntu) install each PostgreSQL major version's programs. */
const DISTRIBUTION_DIR = '/usr/lib/postgresql';

/** The server's major version (18 for 18.4). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * The folder of pg_dump and pg_restore for a server of that major version: PG_BIN_DIR when set, else the
 * distribution's of that version or the nearest newer one (pg_dump refuses a server newer than itself, and
 * an archive from a newer pg_dump may not restore into an older server).
 */
export function toolsFor(major: number, env: NodeJS.ProcessEnv): string {
  if (env.PG_BIN_DIR) return env.PG_BIN_DIR;
  const versions = existsSync(DISTRIBUTION_DIR)
    ? readdirSync(DISTRIBUTION_DIR)
        .map(Number)
        .filter((version) => version >= major && existsSync(path.join(DISTRIBUTION_DIR, String(version), 'bin', 'pg_dump')))
        .sort((a, b) => a - b)
    : [];
  if (versions[0] !== undefined) return path.join(DISTRIBUTION_DIR, String(versions[0]), 'bin');
  throw new Error(
    `no pg_dump for PostgreSQL ${major} was found: install postgresql-client-${major}, or set PG_BIN_DIR to the folder of its pg_dump and pg_restore`,
  );
}

/**
 * Runs pg_dump or pg_restore on the database. The password goes in the environment, not the arguments,
 * where any user of the machine could read it in the process list.
 */
export function runTool(program: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, PGPASSWORD: password },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (${code}): ${errors.trim()}`))));
  });
}
