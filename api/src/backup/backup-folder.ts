import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { AreaName } from '../storage/file-storage.ts';
import { localArea } from '../storage/local.ts';

/** What a finished backup holds; written last, so a folder without it is no backup. */
export type Manifest = {
  createdAt: string;
  database: { file: string; bytes: number; sha256: string; serverMajor: number };
  files: Record<AreaName, { count: number; bytes: number }>;
};

export const MANIFEST = 'backup.json';
export const DUMP = 'database.dump';

/** One area's files inside a backup folder, as plain files (`files/<area>/<name>`). */
export const backupArea = (folder: string, area: AreaName) => localArea(path.join(folder, 'files', area));

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
