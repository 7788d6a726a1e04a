import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import type { HeroImagesTable } from '@/lib/db/schema';
import { toBool, toIso } from '@/lib/db/values';
import { parseVariants, type NewStoredImage, type StoredImage } from './media.server';

export interface HeroImage extends StoredImage {
  isActive: boolean;
}

function toHeroImage(row: Selectable<HeroImagesTable>): HeroImage {
  return {
    id: row.id,
    url: row.url,
    filename: row.filename,
    isActive: toBool(row.is_active),
    width: row.width,
    height: row.height,
    variants: parseVariants(row.variants),
    createdAt: toIso(row.created_at),
  };
}

/** Stores an uploaded hero image; it starts inactive. */
export async function insertHeroImage(db: Db, input: NewStoredImage): Promise<HeroImage> {
  const row = await db
    .insertInto('hero_images')
    .values({
      id: randomUUID(),
      url: input.url,
      filename: input.filename,
      is_active: false,
      width: input.width ?? null,
      height: input.height ?? null,
      variants: JSON.stringify(input.variants ?? []),
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toHeroImage(row);
}

/** The home page photos staff manage, newest first; those in the trash (lib/data/media-trash.server.ts) are left out. */
export async function listHeroImages(db: Db): Promise<HeroImage[]> {
  const rows = await db
    .selectFrom('hero_images')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toHeroImage);
}

export async function getActiveHeroImage(db: Db): Promise<HeroImage | null> {
  const row = await db
    .selectFrom('hero_images')
    .selectAll()
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toHeroImage(row) : null;
}

/**
 * Makes one hero image the only active one, in one transaction.
 * Returns false (and changes nothing) when the image does not exist or is in the trash.
 */
export async function activateHeroImage(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('hero_images')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!target) return false;
    await trx.updateTable('hero_images').set({ is_active: false }).where('id', '!=', id).execute();
    await trx.updateTable('hero_images').set({ is_active: true }).where('id', '=', id).execute();
    return true;
  });
}

/**
 * Deletes the row for good and returns it (so the caller can remove its files), or null when
 * absent. Staff deletes go to the trash instead (trashMedia); this is for tests and tools.
 */
export async function deleteHeroImage(db: Db, id: string): Promise<HeroImage | null> {
  const row = await db.deleteFrom('hero_images').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toHeroImage(row) : null;
}
