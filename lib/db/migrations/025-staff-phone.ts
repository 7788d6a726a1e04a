import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * The staff area on a phone (issue 28, docs/decisions/044):
 * - `site_settings.version`: a counter raised by every save, carried in the settings forms,
 *   so a save made from a page opened before someone else's save is refused, not written over it;
 * - `gallery_images.deleted_at`, `video_gallery.deleted_at`: a deleted photo or video waits in
 *   a trash (undo) for a set number of days before its row and files are purged;
 * - `lead_notes.updated_at`: when its author last corrected a note (null: never).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .alterTable('site_settings')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const table of ['gallery_images', 'video_gallery']) {
    await db.schema.alterTable(table).addColumn('deleted_at', ts).execute();
  }
  await db.schema.alterTable('lead_notes').addColumn('updated_at', ts).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lead_notes').dropColumn('updated_at').execute();
  for (const table of ['gallery_images', 'video_gallery']) {
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
  await db.schema.alterTable('site_settings').dropColumn('version').execute();
}
