import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/** The five tables of SPEC.md section 3, with the columns DECISIONS.md needs. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = dialect === 'postgres' ? 'timestamptz' : 'text';
  const now = dialect === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('hero_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', sql.raw(ts), (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('gallery_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', sql.raw(ts), (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('video_gallery')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_filename', 'text')
    .addColumn('created_at', sql.raw(ts), (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attribution', 'text')
    .addColumn('created_at', sql.raw(ts), (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('quote_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('from_location', 'text', (c) => c.notNull())
    .addColumn('to_location', 'text', (c) => c.notNull())
    .addColumn('service_type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attribution', 'text')
    .addColumn('created_at', sql.raw(ts), (c) => c.notNull().defaultTo(now))
    .execute();

  for (const table of ['hero_images', 'gallery_images', 'video_gallery', 'contact_messages', 'quote_requests']) {
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).columns(['created_at desc', 'id desc']).execute();
  }
  for (const table of ['contact_messages', 'quote_requests']) {
    await db.schema
      .createIndex(`${table}_is_read_created_at_idx`)
      .on(table)
      .columns(['is_read', 'created_at desc'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['quote_requests', 'contact_messages', 'video_gallery', 'gallery_images', 'hero_images']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
