import 'server-only';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import type { ImageVariant } from '@/lib/data/media.server';
import type { FileStore } from '@/lib/storage/storage.server';
import { createLimiter } from './queue';
import { IMAGE_MAX_PIXELS } from './rules';

export const IMAGE_WIDTHS = [640, 1280, 1920] as const;
const WEBP_QUALITY = 78;
/** The video poster: at most this wide, JPEG at the quality the browser captured it with (0.8). */
const THUMBNAIL_WIDTH = 1280;
const THUMBNAIL_QUALITY = 80;

/**
 * Photos decoded at the same time, whatever the number of uploads: decoding a
 * photo near the pixel limit takes 50 to 150 MB, and sharp already spreads one
 * photo over every core. The others wait their turn.
 */
export const IMAGE_CONCURRENCY = 1;
export const imageQueue = createLimiter(IMAGE_CONCURRENCY);

// libvips keeps the last operations' results (up to 50 MB) in case the same image is processed
// again; every photo here is a new upload, read once, so that cache would only hold memory.
sharp.cache(false);

/** A photo with more pixels than `IMAGE_MAX_PIXELS`, refused before it is decoded. */
export class ImageTooLargeError extends Error {
  constructor(width: number, height: number) {
    super(`image of ${width}x${height} pixels is above the limit of ${IMAGE_MAX_PIXELS}`);
    this.name = 'ImageTooLargeError';
  }
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The largest variant, served as the image's url. */
  main: string;
}

/** How a photo is opened for decoding: sharp itself refuses more pixels than the limit, too. */
const decoder = (input: string | Buffer, autoOrient = false) =>
  sharp(input, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, autoOrient });

/**
 * A photo's size read from its header alone (nothing is decoded), and whether
 * its EXIF orientation turns it. Throws `ImageTooLargeError` above the pixel limit.
 */
export async function readImageSize(path: string): Promise<{ width: number; height: number; turned: boolean }> {
  const meta = await sharp(path, { limitInputPixels: false }).metadata();
  const { width, height } = meta;
  if (!width || !height) throw new Error('image without dimensions');
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageTooLargeError(width, height);
  return { ...meta.autoOrient, turned: (meta.orientation ?? 1) > 1 };
}

/**
 * Re-encodes an uploaded photo: turned upright, every metadata field (GPS
 * included) dropped, stored as WebP at the widths up to its own. The original
 * is removed and never served. A photo above the pixel limit is refused from
 * its header; the others are decoded one at a time (`imageQueue`), once each:
 * the largest variant is made from the file, the smaller ones from its pixels.
 */
export async function processImage(tempPath: string, baseName: string, store: FileStore): Promise<ProcessedImage> {
  try {
    const { turned } = await readImageSize(tempPath);
    return await imageQueue.run(async () => {
      const { data, info } = await decoder(tempPath, turned)
        .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const widths: number[] = IMAGE_WIDTHS.filter((w) => w < info.width);
      widths.push(info.width);
      const stem = baseName.replace(/\.[A-Za-z0-9]+$/, '');
      const variants: ImageVariant[] = [];
      for (const width of [...new Set(widths)].sort((a, b) => a - b)) {
        const filename = `${stem}-${width}.webp`;
        const buffer = await sharp(data, pixels)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        await store.write(filename, buffer);
        variants.push({ width, format: 'webp', filename });
      }
      const largest = variants[variants.length - 1]!;
      return { width: info.width, height: info.height, variants, main: largest.filename };
    });
  } finally {
    await rm(tempPath, { force: true });
  }
}

/** A video's poster from the browser's capture, re-encoded as JPEG (within the pixel limit, in the same queue). */
export async function processThumbnail(tempPath: string, name: string, store: FileStore): Promise<string> {
  try {
    const { turned } = await readImageSize(tempPath);
    const buffer = await imageQueue.run(() =>
      decoder(tempPath, turned)
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .jpeg({ quality: THUMBNAIL_QUALITY })
        .toBuffer(),
    );
    await store.write(name, buffer);
    return name;
  } finally {
    await rm(tempPath, { force: true });
  }
}

export async function removeVariants(store: FileStore, variants: ImageVariant[], also: string[] = []): Promise<void> {
  for (const name of [...variants.map((v) => v.filename), ...also]) {
    try {
      await store.remove(name);
    } catch (error) {
      // A file that cannot be removed is only logged (SPEC.md section 7).
      console.warn(`[media] ${name} could not be removed:`, error instanceof Error ? error.message : error);
    }
  }
}
