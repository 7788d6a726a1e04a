import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import type { VideoGalleryTable } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';

export interface Video {
  id: string;
  url: string;
  filename: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  thumbnailFilename: string | null;
  createdAt: string;
}

export interface NewVideo {
  url: string;
  filename: string;
  title?: string;
  description?: string;
  thumbnailUrl?: string;
  thumbnailFilename?: string | null;
}

function toVideo(row: Selectable<VideoGalleryTable>): Video {
  return {
    id: row.id,
    url: row.url,
    filename: row.filename,
    title: row.title,
    description: row.description,
    thumbnailUrl: row.thumbnail_url,
    thumbnailFilename: row.thumbnail_filename,
    createdAt: toIso(row.created_at),
  };
}

export async function insertVideo(db: Db, input: NewVideo): Promise<Video> {
  const row = await db
    .insertInto('video_gallery')
    .values({
      id: randomUUID(),
      url: input.url,
      filename: input.filename,
      title: input.title ?? '',
      description: input.description ?? '',
      thumbnail_url: input.thumbnailUrl ?? '',
      thumbnail_filename: input.thumbnailFilename ?? null,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toVideo(row);
}

/** The video gallery's videos, newest first; those in the trash (migration 025) are left out. */
export async function listVideos(db: Db): Promise<Video[]> {
  const rows = await db
    .selectFrom('video_gallery')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toVideo);
}

/** Deletes the row and returns it (so the caller can remove its files), or null when absent. */
export async function deleteVideo(db: Db, id: string): Promise<Video | null> {
  const row = await db.deleteFrom('video_gallery').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toVideo(row) : null;
}
