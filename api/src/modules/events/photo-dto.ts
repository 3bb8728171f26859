import { PHOTO_URL_PREFIX, type PhotoExtension, photoFileName, renditionWidths, type StoredPhoto } from './photo-files.ts';

const srcset = (photo: StoredPhoto, extension: PhotoExtension) =>
  renditionWidths(photo.width)
    .map((width) => `${PHOTO_URL_PREFIX}${photoFileName(photo.key, width, extension)} ${width}w`)
    .join(', ');

/** What a page needs for `<picture>`: a source set per format and the JPEG as the plain `src`. */
export function eventPhotoDto(photo: StoredPhoto | null) {
  if (!photo) return null;
  return {
    src: `${PHOTO_URL_PREFIX}${photoFileName(photo.key, photo.width, 'jpg')}`,
    width: photo.width,
    height: photo.height,
    srcset: { avif: srcset(photo, 'avif'), webp: srcset(photo, 'webp'), jpeg: srcset(photo, 'jpg') },
  };
}
