import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import type { GalleryImagesTable } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';
import { parseVariants, type NewStoredImage, type StoredImage } from './media.server';

export interface GalleryImage extends StoredImage {
  title: string;
}

function toGalleryImage(row: Selectable<GalleryImagesTable>): GalleryImage {
  return {
    id: row.id,
    url: row.url,
    filename: row.filename,
    title: row.title,
    width: row.width,
    height: row.height,
    variants: parseVariants(row.variants),
    createdAt: toIso(row.created_at),
  };
}

export async function insertGalleryImage(db: Db, input: NewStoredImage & { title?: string }): Promise<GalleryImage> {
  const row = await db
    .insertInto('gallery_images')
    .values({
      id: randomUUID(),
      url: input.url,
      filename: input.filename,
      title: input.title ?? '',
      width: input.width ?? null,
      height: input.height ?? null,
      variants: JSON.stringify(input.variants ?? []),
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toGalleryImage(row);
}

/** The gallery's photos, newest first; those in the trash (migration 025) are left out. */
export async function listGalleryImages(db: Db): Promise<GalleryImage[]> {
  const rows = await db
    .selectFrom('gallery_images')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toGalleryImage);
}

/** Gives a photo its title (the gallery's caption and alt text). Returns false when the photo does not exist. */
export async function updateGalleryImageTitle(db: Db, id: string, title: string): Promise<boolean> {
  const result = await db.updateTable('gallery_images').set({ title }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the row and returns it (so the caller can remove its files), or null when absent. */
export async function deleteGalleryImage(db: Db, id: string): Promise<GalleryImage | null> {
  const row = await db.deleteFrom('gallery_images').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toGalleryImage(row) : null;
}
