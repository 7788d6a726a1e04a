import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Home page photos go to the trash like gallery photos and videos (issue 28, migration 025,
 * docs/decisions/044): `hero_images.deleted_at` is when one was deleted; it is purged with its
 * files after MEDIA_TRASH_DAYS. A trashed photo is never active.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema.alterTable('hero_images').addColumn('deleted_at', ts).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hero_images').dropColumn('deleted_at').execute();
}
