import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { SUBMISSION_LIMITS } from '../../contract.ts';
import type { FileArea } from '../../storage/file-storage.ts';

export const MAX_FILE_BYTES = SUBMISSION_LIMITS.fileBytes;
const PDF_SIGNATURE = Buffer.from('%PDF-');
const STORED_NAME = /^[0-9a-f]{32}\.pdf$/;
const INCOMING_PREFIX = '.incoming-';

/** A file as it arrived, under a temporary name, until its submission commits. */
export type IncomingFile = { field: string; originalName: string; tempPath: string; size: number; startsAsPdf: boolean; tooLarge: boolean };

/**
 * Writes an uploaded file under a random temporary name, counting its bytes and looking at its first ones:
 * the type the browser declared is not trusted, a PDF is what starts with `%PDF-`. Reading stops being
 * stored past `MAX_FILE_BYTES` (the multipart limit truncates the stream there).
 */
export async function receiveFile(
  dir: string,
  field: string,
  originalName: string,
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
): Promise<IncomingFile> {
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `${INCOMING_PREFIX}${randomBytes(16).toString('hex')}.part`);
  const handle = await open(tempPath, 'wx', 0o600);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of stream) {
      if (head.length < PDF_SIGNATURE.length) head = Buffer.concat([head, chunk.subarray(0, PDF_SIGNATURE.length - head.length)]);
      size += chunk.length;
      await handle.write(chunk);
    }
  } catch (error) {
    await handle.close();
    await rm(tempPath, { force: true });
    throw error;
  }
  await handle.close();
  const startsAsPdf = head.equals(PDF_SIGNATURE);
  return { field, originalName: safeFileName(originalName), tempPath, size, startsAsPdf, tooLarge: stream.truncated === true || size > MAX_FILE_BYTES };
}

/** A fresh random name for a stored file; nothing of the sender's name reaches the disk. */
export const newStoredName = () => `${randomBytes(16).toString('hex')}.pdf`;

/** Moves a received file into the storage under its generated name (only names this module made). */
export async function moveIntoPlace(files: FileArea, tempPath: string, storedName: string): Promise<void> {
  await files.putFile(checkedName(storedName), tempPath, 'application/pdf');
}

/** A stored name as this module makes them: nothing a sender chose can name a stored file. */
export function checkedName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error('not a stored file name');
  return storedName;
}

/** Deletes files, ignoring ones already gone; a file that cannot be deleted is reported, not thrown. */
export async function removeFiles(paths: string[], onError: (file: string, error: unknown) => void = () => {}): Promise<void> {
  await Promise.all(paths.map((file) => rm(file, { force: true }).catch((error: unknown) => onError(file, error))));
}

/** Temporary files older than `olderThanMs` are what a process stopped mid-upload left behind. */
export async function removeAbandonedIncoming(dir: string, now: Date, olderThanMs: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith(INCOMING_PREFIX))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now.getTime() - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** The sender's file name as shown to the admin: no path, no control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'document.pdf';
}
