import type { Kysely } from 'kysely';

/**
 * Page views per day (docs/decisions/030-real-visitor-figures.md): one row per date in
 * Europe/Istanbul ('YYYY-MM-DD'), raised by every app instance with an upsert of the views
 * it counted since its last write. Only a count: nothing about the visitor is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('views', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_views').ifExists().execute();
}
