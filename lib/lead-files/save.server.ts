import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { deleteLeadFileRows, insertLeadFile, leadFileUsage, type LeadFile } from '@/lib/lead-files/repository.server';
import type { Db } from '@/lib/db/kysely.server';
import { isH264, IMAGE_MAX_PIXELS } from '@/lib/media';
import {
  openHeic,
  imageQueue,
  discardUpload,
  type FileRule,
  type ReceivedUpload,
  readMovieInfo,
} from '@/lib/media/index.server';
import type { FileStore } from '@/lib/storage/storage.server';
import {
  LEAD_FILE_MESSAGES,
  LEAD_FILE_QUOTA,
  LEAD_PHOTO_TYPES,
  LEAD_VIDEO_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  quotaRefusal,
  type LeadFileKind,
} from './rules';

const JPEG_QUALITY = 85;

/** A received MP4 or MOV is a video only when a video track is in its movie box. */
async function leadFileContent(tempPath: string, sniffed: string): Promise<string | null> {
  if (!(LEAD_VIDEO_TYPES as readonly string[]).includes(sniffed)) return sniffed;
  const info = await readMovieInfo(tempPath);
  return info?.handlers.includes('vide') ? sniffed : null;
}

/** One file per request (field "file"): each file its own request, progress and retry. */
export const LEAD_FILE_RULES: Record<'file', FileRule> = {
  file: {
    types: [...LEAD_PHOTO_TYPES, ...LEAD_VIDEO_TYPES],
    maxBytes: VIDEO_MAX_BYTES,
    typeMessage: LEAD_FILE_MESSAGES.type,
    sizeMessage: LEAD_FILE_MESSAGES.videoSize,
    inspect: leadFileContent,
  },
};

/**
 * A photo as it is kept: upright, at most PHOTO_MAX_SIDE on its long side, every metadata field
 * (GPS included) dropped, as a JPEG, whatever came (a JPEG the browser resized, a PNG, or an
 * HEIC the browser could not open). One at a time (`imageQueue`), as the gallery's photos.
 */
export function preparePhoto(tempPath: string, type: string): Promise<{ data: Buffer; width: number; height: number }> {
  return imageQueue.run(async () => {
    const input =
      type === 'image/heic'
        ? await openHeic(tempPath)
        : sharp(tempPath, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true });
    const { data, info } = await input
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export type SaveOutcome = { ok: true; file: LeadFile } | { ok: false; status: 400 | 413; message: string };

export interface SaveContext {
  db: Db;
  store: FileStore;
  leadId: string;
  room: string | null;
  /** The damage report the file belongs to (issue 29), or null for the survey. */
  damageReportId?: string | null;
  /** "customer" or the staff member's e-mail. */
  uploadedBy: string;
  now?: Date;
}

const refused = (message: string, status: 400 | 413 = 400): SaveOutcome => ({ ok: false, status, message });

/**
 * Keeps one received file of a lead: a photo re-encoded (see `preparePhoto`), a video as it came
 * once its movie box shows a video track no longer than VIDEO_MAX_SECONDS. The lead's quota
 * (count per kind and bytes) is checked before and again after the row is written, so uploads
 * racing each other cannot pass it together: the one over it is taken back.
 */
export async function saveLeadFile(upload: ReceivedUpload, ctx: SaveContext): Promise<SaveOutcome> {
  const received = upload.files.find((f) => f.field === 'file');
  if (upload.errors.length || !received) {
    await discardUpload(upload);
    return refused(upload.errors[0] ?? LEAD_FILE_MESSAGES.missing);
  }
  const kind: LeadFileKind = received.type.startsWith('video/') ? 'video' : 'photo';
  try {
    if (kind === 'photo' && received.size > PHOTO_MAX_BYTES) return refused(LEAD_FILE_MESSAGES.photoSize, 413);
    const early = quotaRefusal(await leadFileUsage(ctx.db, ctx.leadId), kind, kind === 'photo' ? 0 : received.size);
    if (early) return refused(early, 413);

    const id = randomUUID();
    let row: Omit<LeadFile, 'createdAt'>;
    const base = {
      id,
      leadId: ctx.leadId,
      kind,
      room: ctx.room,
      originalName: received.filename.slice(0, 200),
      damageReportId: ctx.damageReportId ?? null,
      uploadedBy: ctx.uploadedBy,
    };
    if (kind === 'photo') {
      let photo;
      try {
        photo = await preparePhoto(received.tempPath, received.type);
      } catch {
        return refused(LEAD_FILE_MESSAGES.photoUnreadable);
      }
      const storageKey = `lf_${id}.jpg`;
      await ctx.store.write(storageKey, photo.data);
      row = {
        ...base,
        storageKey,
        contentType: 'image/jpeg',
        bytes: photo.data.length,
        sha256: createHash('sha256').update(photo.data).digest('hex'),
        width: photo.width,
        height: photo.height,
        durationMs: null,
      };
    } else {
      const info = await readMovieInfo(received.tempPath);
      if (!info?.handlers.includes('vide')) return refused(LEAD_FILE_MESSAGES.videoUnreadable);
      if (info.durationMs === null || info.durationMs > VIDEO_MAX_SECONDS * 1000 + 500)
        return refused(LEAD_FILE_MESSAGES.videoLength);
      const codec = info.videoCodecs[0] ?? '';
      const sha256 = await fileSha256(received.tempPath);
      const storageKey = `lf_${id}.${received.type === 'video/quicktime' ? 'mov' : 'mp4'}`;
      await ctx.store.adopt(received.tempPath, storageKey);
      row = {
        ...base,
        storageKey,
        // The codec rides along, so the lightbox knows which ones every browser plays (H.264).
        contentType: codec ? `${received.type}; codecs=${isH264(codec) ? 'avc1' : codec}` : received.type,
        bytes: received.size,
        sha256,
        width: null,
        height: null,
        durationMs: info.durationMs,
      };
    }
    await insertLeadFile(ctx.db, { ...row, createdAt: ctx.now });
    const after = await leadFileUsage(ctx.db, ctx.leadId);
    const over =
      after.photos > LEAD_FILE_QUOTA.photos
        ? LEAD_FILE_MESSAGES.photoQuota
        : after.videos > LEAD_FILE_QUOTA.videos
          ? LEAD_FILE_MESSAGES.videoQuota
          : after.bytes > LEAD_FILE_QUOTA.bytes
            ? LEAD_FILE_MESSAGES.bytesQuota
            : null;
    if (over) {
      await deleteLeadFileRows(ctx.db, [id]);
      await ctx.store.remove(row.storageKey);
      return refused(over, 413);
    }
    return { ok: true, file: { ...row, createdAt: (ctx.now ?? new Date()).toISOString() } };
  } finally {
    await rm(received.tempPath, { force: true });
  }
}
