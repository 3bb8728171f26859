import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { copyArea } from '../storage/copy.ts';
import { AREAS, type FileStorage } from '../storage/file-storage.ts';
import { backupArea, MANIFEST, type Manifest, sha256Of } from './backup-folder.ts';
import { runTool, serverMajor, toolsFor } from './pg-tools.ts';

export type RestoreOptions = { from: string; databaseUrl: string; storage: FileStorage; env: NodeJS.ProcessEnv };

async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new Error(`${folder} is no finished backup: it has no ${MANIFEST}`);
  return JSON.parse(text) as Manifest;
}

/** Tables, sequences and views outside PostgreSQL's own schemas. */
async function relationsIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * `npm run restore -- <folder>`: a backup into an empty database and an empty file store (refused
 * otherwise, before anything is written). Files first, then the database in one transaction; a restore
 * stopped part-way can be run again, as the store then holds only files of this backup.
 */
export async function restore(options: RestoreOptions): Promise<Manifest> {
  const manifest = await readManifest(options.from);
  const dump = path.join(options.from, manifest.database.file);
  if ((await sha256Of(dump)) !== manifest.database.sha256) throw new Error(`${dump} is damaged: its checksum differs from the one in ${MANIFEST}`);
  const relations = await relationsIn(options.databaseUrl);
  if (relations > 0) throw new Error(`the database is not empty (${relations} tables and other relations): restore into a new, empty database`);
  for (const area of AREAS) {
    const inBackup = backupArea(options.from, area);
    for await (const name of options.storage.areas[area].list()) {
      if (!(await inBackup.exists(name))) throw new Error(`the file storage is not empty (${area}: ${name}): restore into an empty store`);
    }
  }

  for (const area of AREAS) await copyArea(backupArea(options.from, area), options.storage.areas[area]);
  const tools = toolsFor(await serverMajor(options.databaseUrl), options.env);
  await runTool(path.join(tools, 'pg_restore'), ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', dump], options.databaseUrl);
  return manifest;
}
