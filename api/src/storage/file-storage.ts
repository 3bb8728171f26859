import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, and how many there are. */
export type StoredFile = { body: Readable; size: number };

/**
 * One kind of file (an area: a folder on disk, a key prefix in a bucket). Names are the callers' own
 * generated names (a content hash or random hex); a name may hold one `/` for a subfolder.
 */
export interface FileArea {
  /** Stores the bytes under the name, whole or not at all (a reader never sees half a file). */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores a file from the local disk (an upload received under a temporary name), which is then gone. */
  putFile(name: string, localPath: string, contentType: string): Promise<void>;
  get(name: string): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
  /** Deletes the files, ignoring ones already gone. */
  remove(names: string[]): Promise<void>;
  /** Every stored name (temporary files left by a stopped upload are not stored files). */
  list(): AsyncIterable<string>;
}

/** The areas, by the name they have in a bucket, a backup and the copy command. */
export const AREAS = ['submissions', 'event-photos', 'profile-pictures', 'student-documents'] as const;
export type AreaName = (typeof AREAS)[number];

export type FileStorage = {
  backend: 'local' | 's3';
  /** Where the files are, for the logs and the commands' output (no secret in it). */
  location: string;
  areas: Record<AreaName, FileArea>;
  close(): void;
};

/** The whole body of a stored file (event photos and pictures are small; a PDF is at most 5 MB). */
export async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
