import 'server-only';
import { readFile, rename, rm } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { ImageTooLargeError } from './images.server';
import { IMAGE_MAX_PIXELS } from './rules';

/**
 * An HEIC photo (an iPhone's HEVC still image) opened for sharp: libvips as sharp ships it
 * reads the header (the size, checked against the pixel limit before anything is decoded)
 * but has no HEVC decoder, so the pixels come from libheif compiled to WebAssembly
 * (`heic-decode`): nothing to install on the system (docs/decisions/039).
 */
export async function openHeic(path: string): Promise<Sharp> {
  const { width = 0, height = 0 } = await sharp(path, { limitInputPixels: false }).metadata();
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageTooLargeError(width, height);
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: await readFile(path) });
  if (image.width * image.height > IMAGE_MAX_PIXELS) throw new ImageTooLargeError(image.width, image.height);
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/** Replaces the HEIC file at `path` by a full-size JPEG of it (the gallery then treats it as any photo). */
export async function heicToJpegFile(path: string): Promise<void> {
  const converted = `${path}.jpg`;
  try {
    await (await openHeic(path)).jpeg({ quality: 92 }).toFile(converted);
    await rename(converted, path);
  } finally {
    await rm(converted, { force: true });
  }
}
