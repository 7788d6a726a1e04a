import 'server-only';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import type { ImageVariant } from '@/lib/data/media';
import type { FileStore } from '@/lib/storage';

export const IMAGE_WIDTHS = [640, 1280, 1920] as const;

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The largest variant, served as the image's url. */
  main: string;
}

/**
 * Re-encodes an uploaded photo: turned upright, every metadata field (GPS
 * included) dropped, stored as WebP at the widths up to its own. The original
 * is removed and never served.
 */
export async function processImage(tempPath: string, baseName: string, store: FileStore): Promise<ProcessedImage> {
  try {
    const upright = sharp(tempPath, { failOn: 'error' }).rotate();
    const { data, info } = await upright.toBuffer({ resolveWithObject: true });
    const widths: number[] = IMAGE_WIDTHS.filter((w) => w < info.width);
    widths.push(Math.min(info.width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!));
    const unique = [...new Set(widths)].sort((a, b) => a - b);
    const stem = baseName.replace(/\.[A-Za-z0-9]+$/, '');
    const variants: ImageVariant[] = [];
    for (const width of unique) {
      const filename = `${stem}-${width}.webp`;
      const buffer = await sharp(data).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      await store.write(filename, buffer);
      variants.push({ width, format: 'webp', filename });
    }
    const largest = variants[variants.length - 1]!;
    return {
      width: largest.width,
      height: Math.round((info.height * largest.width) / info.width),
      variants,
      main: largest.filename,
    };
  } finally {
    await rm(tempPath, { force: true });
  }
}

/** A video's poster from the browser's capture, re-encoded as JPEG. */
export async function processThumbnail(tempPath: string, name: string, store: FileStore): Promise<string> {
  try {
    const buffer = await sharp(tempPath).rotate().resize({ width: 1280, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
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
