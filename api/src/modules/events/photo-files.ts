import { createHash } from 'node:crypto';
import sharp, { type SharpOptions } from 'sharp';
import { PHOTO_FILE_PATTERN } from '../../contract.ts';
import { badRequest } from '../../shared/http-errors.ts';
import type { FileArea } from '../../storage/file-storage.ts';

/** Widths the pages show: the home slideshow (up to 640 CSS px at 1x, 2x and larger screens) and the admin list. */
const LARGEST_WIDTH = 1440;
export const PHOTO_WIDTHS = [480, 960, LARGEST_WIDTH] as const;
/** File extension -> Content-Type of the stored renditions; the order is the order of preference. */
export const PHOTO_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type PhotoExtension = keyof typeof PHOTO_TYPES;
export const PHOTO_URL_PREFIX = '/api/events/photos/';
export const PHOTO_NOT_IMAGE = 'The photo must be a JPEG, PNG, WebP or AVIF image';
// A name the files route can be asked for (the contract's PHOTO_FILE_PATTERN): key, width, extension,
// nothing else can reach the disk.
export { PHOTO_FILE_PATTERN };

/** About a 40-megapixel photo: more is no photo a page needs, and bounds what one upload can make sharp decode. */
const MAX_INPUT_PIXELS = 40_000_000;
const DECODE: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false };
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** What the event row keeps: the content hash naming the files and the largest rendition's size. */
export type StoredPhoto = { key: string; width: number; height: number };
export type PhotoFile = { name: string; bytes: Buffer };
export type RenderedPhoto = { photo: StoredPhoto; files: PhotoFile[] };

/** Rendition widths of a photo whose largest rendition is `largest` px wide (never enlarged). */
export const renditionWidths = (largest: number): number[] => [...PHOTO_WIDTHS.filter((width) => width < largest), largest];

export const photoFileName = (key: string, width: number, extension: PhotoExtension) => `${key}-${width}.${extension}`;

export function photoFileNames(photo: StoredPhoto): string[] {
  const extensions = Object.keys(PHOTO_TYPES) as PhotoExtension[];
  return renditionWidths(photo.width).flatMap((width) => extensions.map((extension) => photoFileName(photo.key, width, extension)));
}

async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(bytes, DECODE).metadata();
    const avif = meta.format === 'heif' && meta.compression === 'av1';
    if (!avif && !FORMATS.has(meta.format)) throw badRequest(`eventPhoto: ${PHOTO_NOT_IMAGE}`);
    return meta.autoOrient;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest(`eventPhoto: the photo may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    }
    throw badRequest(`eventPhoto: ${PHOTO_NOT_IMAGE}`);
  }
}

async function encode(bytes: Buffer, width: number, extension: PhotoExtension): Promise<{ data: Buffer; height: number }> {
  const resized = sharp(bytes, DECODE).autoOrient().resize({ width, withoutEnlargement: true });
  const encoded =
    extension === 'avif'
      ? resized.avif({ quality: 55, effort: 2 })
      : extension === 'webp'
        ? resized.webp({ quality: 78 })
        : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, height: info.height };
}

/**
 * Checks that the bytes are a real JPEG, PNG, WebP, AVIF or GIF (first frame) within the pixel limit, and
 * makes its renditions in every width and format (metadata such as a camera's location is not copied). Files
 * already stored under the same content hash are the same photo: they are not made again.
 */
export async function renderPhoto(bytes: Buffer, stored: FileArea): Promise<RenderedPhoto> {
  const size = await imageSize(bytes);
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const width = Math.min(size.width, LARGEST_WIDTH);
  const photo: StoredPhoto = { key, width, height: Math.max(1, Math.round((size.height * width) / size.width)) };
  const names = photoFileNames(photo);
  if ((await Promise.all(names.map((name) => stored.exists(name)))).every(Boolean)) return { photo, files: [] };
  const files: PhotoFile[] = [];
  try {
    for (const renditionWidth of renditionWidths(width)) {
      for (const extension of Object.keys(PHOTO_TYPES) as PhotoExtension[]) {
        const { data, height } = await encode(bytes, renditionWidth, extension);
        if (renditionWidth === width) photo.height = height;
        files.push({ name: photoFileName(key, renditionWidth, extension), bytes: data });
      }
    }
  } catch {
    // the header was readable but the pixels are not (a truncated or corrupt file)
    throw badRequest(`eventPhoto: ${PHOTO_NOT_IMAGE}`);
  }
  return { photo, files };
}

/** Decodes base64 (a `data:image/...;base64,` prefix removed already) and renders it. */
export const renderBase64Photo = (base64: string, stored: FileArea) => renderPhoto(Buffer.from(base64, 'base64'), stored);

const typeOf = (name: string) => PHOTO_TYPES[name.slice(name.lastIndexOf('.') + 1) as PhotoExtension];

/** Each file appears whole or not at all (the storage's promise). */
export async function writePhotoFiles(stored: FileArea, files: PhotoFile[]): Promise<void> {
  await Promise.all(files.map(({ name, bytes }) => stored.put(name, bytes, typeOf(name))));
}

export const removePhotoFiles = (stored: FileArea, photo: StoredPhoto) => stored.remove(photoFileNames(photo));
