import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A PNG of random pixels: nearly incompressible, so its size is about width x height x 3 bytes. */
export const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A PNG of one colour (a different colour is a different photo, with its own files). */
export const plainPng = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
