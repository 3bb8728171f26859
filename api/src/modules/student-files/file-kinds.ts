/** What a file is by its first bytes (the name and the type a browser declared are not trusted). */
export type FileKind = { extension: 'pdf' | 'jpg' | 'png' | 'webp'; contentType: string };

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function imageKindOf(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

/** A document may be a PDF or an image (a scan or a phone's photo of the paper). */
export function documentKindOf(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return { extension: 'pdf', contentType: 'application/pdf' };
  return imageKindOf(bytes);
}

export const CONTENT_TYPE_OF: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
