// A deleted home page photo, gallery photo or video waits in a trash for MEDIA_TRASH_DAYS days,
// from where staff bring it back; after that the server purges its row and its files
// (migrations 025 and 027, docs/decisions/044). Like leads in "Silinenler". A home page photo
// leaves the trash inactive: staff make it active again.
import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';
import { removeVariants } from '@/lib/media/index.server';
import { MEDIA_TRASH_DAYS, readableFileName, smallestUrl } from '@/lib/media';
import type { FileStore } from '@/lib/storage/storage.server';
import { parseVariants } from './media.server';

export { MEDIA_TRASH_DAYS };
const DAY_MS = 24 * 3600_000;

export type TrashableMedia = 'hero' | 'gallery' | 'video';
const TABLES = { hero: 'hero_images', gallery: 'gallery_images', video: 'video_gallery' } as const;

export interface TrashedMedia {
  id: string;
  /** The gallery photo's or video's title; for a home page photo, its readable file name. */
  title: string;
  /** The picture to recognise it by: the photo's smallest variant or the video's poster ('' for none). */
  preview: string;
  deletedAt: string;
  /** When it is purged for good. */
  purgeAt: string;
}

/**
 * Moves a photo or video to the trash: gone from the site, kept with its files (a home page
 * photo is no longer active: the home page shows the default image). False when absent or there already.
 */
export async function trashMedia(db: Db, medium: TrashableMedia, id: string, now = new Date()): Promise<boolean> {
  if (medium === 'hero') {
    const result = await db
      .updateTable('hero_images')
      .set({ deleted_at: now, is_active: false })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  const result = await db
    .updateTable(TABLES[medium])
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Brings a photo or video back from the trash (a home page photo inactive). False when it is not there (or already purged). */
export async function restoreMedia(db: Db, medium: TrashableMedia, id: string): Promise<boolean> {
  const result = await db
    .updateTable(TABLES[medium])
    .set({ deleted_at: null })
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const purgeDate = (deletedAt: Date | string) =>
  new Date(new Date(deletedAt).getTime() + MEDIA_TRASH_DAYS * DAY_MS).toISOString();

/** What is in the trash, last deleted first. */
export async function listTrashedMedia(db: Db, medium: TrashableMedia): Promise<TrashedMedia[]> {
  if (medium === 'hero') {
    const rows = await db
      .selectFrom('hero_images')
      .select(['id', 'url', 'filename', 'variants', 'deleted_at'])
      .where('deleted_at', 'is not', null)
      .orderBy('deleted_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: readableFileName(r.filename),
      preview: smallestUrl(parseVariants(r.variants), r.url),
      deletedAt: toIso(r.deleted_at!),
      purgeAt: purgeDate(r.deleted_at!),
    }));
  }
  if (medium === 'gallery') {
    const rows = await db
      .selectFrom('gallery_images')
      .select(['id', 'title', 'url', 'variants', 'deleted_at'])
      .where('deleted_at', 'is not', null)
      .orderBy('deleted_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      preview: smallestUrl(parseVariants(r.variants), r.url),
      deletedAt: toIso(r.deleted_at!),
      purgeAt: purgeDate(r.deleted_at!),
    }));
  }
  const rows = await db
    .selectFrom('video_gallery')
    .select(['id', 'title', 'thumbnail_url', 'deleted_at'])
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    preview: r.thumbnail_url,
    deletedAt: toIso(r.deleted_at!),
    purgeAt: purgeDate(r.deleted_at!),
  }));
}

/**
 * Removes for good what has been in the trash longer than MEDIA_TRASH_DAYS: the row, then
 * its files (a file that cannot be removed is logged by removeVariants). Returns how many.
 */
export async function purgeTrashedMedia(db: Db, store: FileStore, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - MEDIA_TRASH_DAYS * DAY_MS);
  let purged = 0;
  for (const table of ['hero_images', 'gallery_images'] as const) {
    const photos = await db
      .deleteFrom(table)
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<', cutoff)
      .returning(['variants'])
      .execute();
    for (const row of photos) await removeVariants(store, parseVariants(row.variants));
    purged += photos.length;
  }
  const videos = await db
    .deleteFrom('video_gallery')
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<', cutoff)
    .returning(['filename', 'thumbnail_filename'])
    .execute();
  for (const row of videos) {
    await removeVariants(store, [], [row.filename, ...(row.thumbnail_filename ? [row.thumbnail_filename] : [])]);
  }
  return purged + videos.length;
}
