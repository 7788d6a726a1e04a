import 'server-only';
import { rm } from 'node:fs/promises';
import { insertGalleryImage } from '@/lib/data/gallery-images.server';
import { insertHeroImage } from '@/lib/data/hero-images.server';
import type { NewStoredImage } from '@/lib/data/media.server';
import type { Db } from '@/lib/db/kysely.server';
import type { FileStore } from '@/lib/storage/storage.server';
import { heicToJpegFile } from './heic.server';
import { ImageTooLargeError, imageQueue, processImage } from './images.server';
import {
  GALLERY_TITLE_MAX_LENGTH,
  HERO_MAX_FILES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  UPLOAD_MESSAGES,
  storedFileName,
} from './rules';
import { discardUpload, refusedUpload, type FileRule, type ReceivedUpload, type UploadOutcome } from './upload.server';

export type ImageUploadKind = 'hero' | 'gallery';

const IMAGE_RULE: FileRule = {
  // HEIC too: an iPhone photo the browser could not redraw is converted here (lib/media/heic.server.ts).
  types: [...IMAGE_TYPES, 'image/heic'],
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: UPLOAD_MESSAGES.imageType,
  sizeMessage: UPLOAD_MESSAGES.imageSize,
};

/** How each kind of photo upload differs: its form field, how many photos it keeps, where they go. */
const IMAGE_UPLOADS: Record<
  ImageUploadKind,
  {
    field: string;
    rule: FileRule;
    maxFiles: number;
    insert(db: Db, image: NewStoredImage, fields: Record<string, string>): Promise<unknown>;
    uploaded(saved: number): string;
  }
> = {
  hero: {
    field: 'file',
    rule: IMAGE_RULE,
    maxFiles: HERO_MAX_FILES,
    insert: (db, image) => insertHeroImage(db, image),
    uploaded: () => UPLOAD_MESSAGES.heroUploaded,
  },
  gallery: {
    // Several photos at once: each refusal names its file.
    field: 'files',
    rule: { ...IMAGE_RULE, nameInErrors: true },
    maxFiles: Infinity,
    insert: (db, image, fields) =>
      insertGalleryImage(db, { ...image, title: (fields.title ?? '').trim().slice(0, GALLERY_TITLE_MAX_LENGTH) }),
    uploaded: (saved) => UPLOAD_MESSAGES.galleryUploaded(saved),
  },
};

/** The rules `receiveUpload` reads a photo upload of this kind with. */
export function imageUploadRules(kind: ImageUploadKind): Record<string, FileRule> {
  const { field, rule } = IMAGE_UPLOADS[kind];
  return { [field]: rule };
}

/**
 * Keeps the photos of a received hero or gallery upload: each is re-encoded
 * (lib/media/images.server.ts) and gets its row. A photo that cannot be decoded, or
 * has more pixels than the limit, is refused and the others are still kept;
 * temporary files never stay behind.
 */
export async function saveImageUpload(
  kind: ImageUploadKind,
  upload: ReceivedUpload,
  { db, store }: { db: Db; store: FileStore },
): Promise<UploadOutcome> {
  const { rule, maxFiles, insert, uploaded } = IMAGE_UPLOADS[kind];
  const images = upload.files;
  if (!images.length) return refusedUpload(upload.errors[0] ?? UPLOAD_MESSAGES.imageRequired, upload.errors);
  const kept = images.slice(0, maxFiles);
  await discardUpload({ ...upload, files: images.slice(kept.length) });

  let saved = 0;
  const errors = [...upload.errors];
  for (const image of kept) {
    const heic = image.type === 'image/heic';
    const base = storedFileName(kind, image.filename, heic ? 'image/jpeg' : image.type);
    try {
      if (heic) {
        try {
          await imageQueue.run(() => heicToJpegFile(image.tempPath));
        } catch (error) {
          if (error instanceof ImageTooLargeError) throw error;
          errors.push(
            rule.nameInErrors ? `${image.filename}: ${UPLOAD_MESSAGES.heicUnreadable}` : UPLOAD_MESSAGES.heicUnreadable,
          );
          await rm(image.tempPath, { force: true });
          continue;
        }
      }
      const processed = await processImage(image.tempPath, base, store);
      const row = {
        url: `/media/${processed.main}`,
        filename: base,
        width: processed.width,
        height: processed.height,
        variants: processed.variants,
      };
      await insert(db, row, upload.fields);
      saved++;
    } catch (error) {
      const tooLarge = error instanceof ImageTooLargeError;
      if (!tooLarge)
        console.error('[media] image could not be processed:', error instanceof Error ? error.message : error);
      const message = tooLarge ? UPLOAD_MESSAGES.imagePixels : rule.typeMessage;
      errors.push(rule.nameInErrors ? `${image.filename}: ${message}` : message);
    }
  }
  if (!saved) return refusedUpload(errors[0] ?? UPLOAD_MESSAGES.generic, errors);
  const message = uploaded(saved);
  return {
    status: 200,
    answer: { ok: errors.length === 0, message: errors.length ? `${message} ${errors.join(' ')}` : message, errors },
    saved,
  };
}
