import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileArea, StoredFile } from './file-storage.ts';

/** Temporary and hidden files (a write in progress, an upload being received) are never stored files. */
const isStoredName = (name: string) => !name.startsWith('.');

/**
 * A folder on the local disk. Writes go to a hidden temporary name beside the file, then are renamed into
 * place. `skip` names subfolders that belong to another area (event photos live under the pictures' folder).
 */
export function localArea(dir: string, skip: string[] = []): FileArea {
  const pathOf = (name: string) => {
    const file = path.resolve(dir, name);
    if (!name || path.relative(dir, file).startsWith('..') || path.isAbsolute(name)) throw new Error('not a stored file name');
    return file;
  };
  const placeAside = async (name: string) => {
    const target = pathOf(name);
    await mkdir(path.dirname(target), { recursive: true });
    return { target, temporary: path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`) };
  };
  return {
    async put(name, bytes) {
      const { target, temporary } = await placeAside(name);
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
    async putFile(name, localPath) {
      const { target, temporary } = await placeAside(name);
      try {
        await rename(localPath, target);
      } catch (error) {
        // another file system (the uploads' scratch folder elsewhere): copy aside, then rename
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(localPath, temporary);
        await rename(temporary, target);
        await rm(localPath, { force: true });
      }
    },
    async get(name): Promise<StoredFile | null> {
      const file = pathOf(name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async exists(name) {
      const info = await stat(pathOf(name)).catch(() => undefined);
      return info?.isFile() === true;
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })));
    },
    async *list() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const name = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        const parts = name.split('/');
        if (parts.every(isStoredName) && !skip.includes(parts[0] as string)) yield name;
      }
    },
  };
}
