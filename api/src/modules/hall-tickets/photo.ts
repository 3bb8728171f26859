import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buffer } from 'node:stream/consumers';
import type { FileArea } from '../../storage/file-storage.ts';

// outside production the demo student's picture ships beside the demo seed, as the uploads route serves it
const DEMO_UPLOADS = fileURLToPath(new URL('../../seeders/demo-uploads', import.meta.url));

/** The bytes of a student's profile picture when it is a PNG or JPEG (what a PDF can show), else null. */
export async function photoForPdf(pictures: FileArea, file: string | null, production: boolean): Promise<Buffer | null> {
  if (!file || !/\.(png|jpe?g)$/i.test(file)) return null;
  const stored = await pictures.get(file);
  if (stored) return buffer(stored.body);
  if (production) return null;
  const location = path.join(DEMO_UPLOADS, path.basename(file));
  return (await stat(location).catch(() => undefined))?.isFile() ? readFile(location) : null;
}
