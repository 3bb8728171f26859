import { type FileArea, readAll } from './file-storage.ts';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
const typeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Copies every file of one area into another (another backend, a backup's folder). A file already at the
 * target with the same size is the same file (names are random or content hashes): it is not copied again,
 * so a copy stopped half-way is finished by running it again.
 */
export async function copyArea(from: FileArea, to: FileArea): Promise<{ copied: number; present: number; bytes: number }> {
  let [copied, present, bytes] = [0, 0, 0];
  for await (const name of from.list()) {
    const source = await from.get(name);
    if (!source) continue; // deleted since it was listed
    const target = await to.get(name);
    target?.body.destroy();
    if (target && target.size === source.size) {
      source.body.destroy();
      present++;
      continue;
    }
    const content = await readAll(source);
    await to.put(name, content, typeOf(name));
    copied++;
    bytes += content.length;
  }
  return { copied, present, bytes };
}
