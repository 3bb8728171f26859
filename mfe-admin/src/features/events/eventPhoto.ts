import { EVENT_PHOTO_FILE_MAX } from '@college/contract/limits';

/** The API keeps at most 5 MiB of base64 text (CONTRACT section 6): 3.75 MiB of image file. */
export const MAX_PHOTO_BYTES = EVENT_PHOTO_FILE_MAX;

const SIGNATURES: { mime: string; test: (b: Uint8Array) => boolean; base64Start: string }[] = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, base64Start: '/9j/' },
  { mime: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47, base64Start: 'iVBOR' },
  { mime: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38, base64Start: 'R0lG' },
  {
    mime: 'image/webp',
    test: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
    base64Start: 'UklGR',
  },
  {
    // an ISO-BMFF file whose brand is AVIF (still image or sequence)
    mime: 'image/avif',
    test: (b) => String.fromCharCode(...b.slice(4, 8)) === 'ftyp' && /^avi[fs]$/.test(String.fromCharCode(...b.slice(8, 12))),
    base64Start: 'AAAA',
  },
];

export const PHOTO_NOT_IMAGE = 'The photo must be an image file (JPEG, PNG, GIF, WebP or AVIF).';
export const PHOTO_TOO_LARGE = 'The photo is too large: choose an image of at most 3.75 MB (5 MB once encoded).';

/** What kind of image the bytes are (by content, not by file name), or null. */
export const sniffImage = (bytes: Uint8Array) => SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;

/** Base64 without a `data:` prefix, as the API stores it. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** Checks and encodes a chosen photo: an error message, or the base64 text. */
export async function readEventPhoto(file: File): Promise<{ error: string } | { base64: string }> {
  if (file.size > MAX_PHOTO_BYTES) return { error: PHOTO_TOO_LARGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(bytes)) return { error: PHOTO_NOT_IMAGE };
  return { base64: toBase64(bytes) };
}

/** A displayable `data:` URL for a chosen photo's base64 (before it is saved). */
export function photoSrc(base64: string | null): string | null {
  if (!base64) return null;
  const mime = SIGNATURES.find((s) => base64.startsWith(s.base64Start))?.mime ?? 'image/jpeg';
  return `data:${mime};base64,${base64}`;
}
