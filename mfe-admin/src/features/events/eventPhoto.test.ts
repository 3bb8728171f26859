import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE, photoSrc, readEventPhoto, sniffImage } from './eventPhoto.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('event photo', () => {
  it('recognises images by their bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('\0\0\0\x1cftypavif\0\0\0\0'))).toBe('image/avif');
    expect(sniffImage(new TextEncoder().encode('\0\0\0\x1cftypisom\0\0\0\0'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });
  it('encodes an image as base64 without a data: prefix', async () => {
    const result = await readEventPhoto(new File([PNG], 'a.png', { type: 'image/png' }));
    expect(result).toEqual({ base64: btoa(String.fromCharCode(...PNG)) });
    expect('base64' in result && result.base64.startsWith('data:')).toBe(false);
  });
  it('rejects a file that is not an image, whatever its name says', async () => {
    expect(await readEventPhoto(new File(['%PDF-1.7'], 'photo.png', { type: 'image/png' }))).toEqual({ error: PHOTO_NOT_IMAGE });
  });
  it('rejects files whose base64 would exceed the 5 MiB the API keeps', async () => {
    expect(Math.ceil(MAX_PHOTO_BYTES / 3) * 4).toBeLessThanOrEqual(5 * 1024 * 1024);
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(await readEventPhoto(big)).toEqual({ error: PHOTO_TOO_LARGE });
  });
  it('builds a data URL with the right type for display', () => {
    expect(photoSrc('iVBORw0KGgo')).toBe('data:image/png;base64,iVBORw0KGgo');
    expect(photoSrc(null)).toBeNull();
  });
});
