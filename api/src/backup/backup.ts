import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyArea } from '../storage/copy.ts';
import { AREAS, type FileStorage } from '../storage/file-storage.ts';
import { backupArea, DUMP, MANIFEST, type Manifest, sha256Of } from './backup-folder.ts';
import { runTool, serverMajor, toolsFor } from './pg-tools.ts';

export type BackupOptions = { databaseUrl: string; storage: FileStorage; into: string; env: NodeJS.ProcessEnv; now?: Date };

/**
 * `npm run backup`: the database (pg_dump, custom format) and then every stored file into a new folder named
 * by the time, e.g. `2026-12-07T02-30-00Z`. It is written as `<name>.partial` and renamed when whole. Files
 * come after the dump: one uploaded meanwhile is extra, never missing for a row of the dump.
 */
export async function backup(options: BackupOptions): Promise<{ folder: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const folder = path.join(
    options.into,
    now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-'),
  );
  if (existsSync(folder)) throw new Error(`${folder} exists already`);
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });

  const major = await serverMajor(options.databaseUrl);
  const dump = path.join(partial, DUMP);
  await runTool(path.join(toolsFor(major, options.env), 'pg_dump'), ['--format=custom', `--file=${dump}`], options.databaseUrl);
  const files = {} as Manifest['files'];
  for (const area of AREAS) {
    const { copied, bytes } = await copyArea(options.storage.areas[area], backupArea(partial, area));
    files[area] = { count: copied, bytes };
  }
  const manifest: Manifest = {
    createdAt: now.toISOString(),
    database: { file: DUMP, bytes: (await stat(dump)).size, sha256: await sha256Of(dump), serverMajor: major },
    files,
  };
  await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, folder);
  return { folder, manifest };
}
