// Prepares photos in the browser before upload, so a phone's photo is not refused:
// a photo over the server's size limit, or of a type the server does not take but
// the browser can open (HEIC on Safari, AVIF, GIF...), is redrawn upright as a JPEG
// or WebP of at most PREPARED_MAX_SIDE pixels on its long side; an HEIC it cannot open
// goes as it is, and the server converts it. No server imports.
import { IMAGE_MAX_BYTES, IMAGE_TYPES, UPLOAD_MESSAGES } from './rules';

/** The long side of a photo the browser redraws (the site shows at most 1920 px). */
export const PREPARED_MAX_SIDE = 2560;

/** The HEIF family's brands (iPhone photos are "heic"); AVIF is left out: browsers open it. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** True when the first bytes are an ISO-BMFF "ftyp" box of the HEIF family. */
export function isHeif(head: Uint8Array): boolean {
  const text = (start: number, length: number) => String.fromCharCode(...head.subarray(start, start + length));
  if (head.length < 12 || text(4, 4) !== 'ftyp') return false;
  const size = Math.min(head.length, ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0);
  const major = text(8, 4);
  if (major === 'avif' || major === 'avis') return false;
  if (HEIF_BRANDS.has(major)) return true;
  // Compatible brands follow the major brand and its version.
  for (let at = 16; at + 4 <= size; at += 4) if (HEIF_BRANDS.has(text(at, 4))) return true;
  return false;
}

/** Whether the server takes the file as it is (declared type and size; the server checks the content again). */
export function acceptedAsIs(file: { type: string; size: number }, maxBytes = IMAGE_MAX_BYTES): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= maxBytes;
}

/** The size a photo is drawn at: its own, or scaled down so the long side is at most `maxSide`. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = PREPARED_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "IMG_0001.HEIC" redrawn as a JPEG is sent as "IMG_0001.jpg". */
export function preparedName(name: string, type: 'image/jpeg' | 'image/webp'): string {
  const stem = name.replace(/\.[^./\\]+$/, '') || 'fotograf';
  return `${stem}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

export type PreparedPhoto = { ok: true; file: File; converted: boolean } | { ok: false; error: string };

export async function decode(file: File): Promise<ImageBitmap | HTMLImageElement> {
  try {
    // 'from-image' applies the EXIF orientation, so the redrawn photo stays upright.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Some browsers open more formats in <img> (which also honours the orientation) than in createImageBitmap.
    const url = URL.createObjectURL(file);
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      if (!img.naturalWidth) throw new Error('empty image');
      return img;
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}

export function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Returns the file to upload: the photo itself when the server takes it as it
 * is, else a redrawn JPEG (WebP for PNG/WebP sources, which may be transparent)
 * within the size limit, or the message to show when the browser cannot open it.
 * With `named`, the message starts with the file's name (several photos at once).
 */
export async function preparePhoto(
  file: File,
  { named = false, maxBytes = IMAGE_MAX_BYTES } = {},
): Promise<PreparedPhoto> {
  if (acceptedAsIs(file, maxBytes)) return { ok: true, file, converted: false };
  const prefix = named ? `${file.name}: ` : '';
  let image: ImageBitmap | HTMLImageElement;
  try {
    image = await decode(file);
  } catch {
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    if (isHeif(head) || /\.hei[cf]$/i.test(file.name) || /hei[cf]/i.test(file.type))
      // The server converts an HEIC it is sent (lib/media/heic.server.ts); only one past the size limit is refused here.
      return file.size <= maxBytes
        ? { ok: true, file, converted: false }
        : { ok: false, error: UPLOAD_MESSAGES.heicUnsupported(file.name) };
    const accepted = (IMAGE_TYPES as readonly string[]).includes(file.type);
    return { ok: false, error: prefix + (accepted ? UPLOAD_MESSAGES.imageSize : UPLOAD_MESSAGES.imageType) };
  }
  const sourceWidth = image instanceof HTMLImageElement ? image.naturalWidth : image.width;
  const sourceHeight = image instanceof HTMLImageElement ? image.naturalHeight : image.height;
  const transparent = file.type === 'image/png' || file.type === 'image/webp' || file.type === 'image/gif';
  try {
    // Quality first, then size, until the photo fits the limit.
    for (const [side, quality] of [
      [PREPARED_MAX_SIDE, 0.86],
      [PREPARED_MAX_SIDE, 0.75],
      [2048, 0.75],
      [1920, 0.7],
    ] as const) {
      const { width, height } = fitWithin(sourceWidth, sourceHeight, side);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) break;
      context.imageSmoothingQuality = 'high';
      let type: 'image/jpeg' | 'image/webp' = 'image/jpeg';
      let blob: Blob | null = null;
      if (transparent) {
        context.drawImage(image, 0, 0, width, height);
        blob = await encode(canvas, 'image/webp', quality);
        // A browser that cannot write WebP answers with a PNG: fall back to JPEG.
        if (blob?.type === 'image/webp') type = 'image/webp';
        else blob = null;
      }
      if (!blob) {
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        context.drawImage(image, 0, 0, width, height);
        blob = await encode(canvas, 'image/jpeg', quality);
      }
      canvas.width = canvas.height = 0;
      if (blob && blob.size <= maxBytes)
        return { ok: true, file: new File([blob], preparedName(file.name, type), { type }), converted: true };
    }
  } finally {
    if ('close' in image) image.close();
  }
  return { ok: false, error: prefix + UPLOAD_MESSAGES.imageSize };
}
