import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { FieldError } from '../../shared/http-errors.ts';
import { imageKindOf } from './file-kinds.ts';

/** The largest the dashboards show it (128 CSS px) at up to 3x, square. */
const SIDE = 400;
const MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_NOT_IMAGE = 'photo: the photo must be a JPEG, PNG or WebP image';

/**
 * A square JPEG of the photo, turned upright, cut to cover and without any metadata (sharp copies none unless
 * asked: a phone's location and camera details are gone). Refuses what is not a readable JPEG, PNG or WebP.
 */
export async function renderProfilePhoto(bytes: Buffer): Promise<{ name: string; bytes: Buffer }> {
  if (!imageKindOf(bytes)) throw new FieldError('photo', PHOTO_NOT_IMAGE);
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(SIDE, SIDE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { name: `${randomBytes(16).toString('hex')}.jpg`, bytes: output };
  } catch {
    // the header was readable but the pixels are not (a truncated or corrupt file, or too many pixels)
    throw new FieldError('photo', PHOTO_NOT_IMAGE);
  }
}
