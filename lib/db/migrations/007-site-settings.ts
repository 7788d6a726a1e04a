import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Facts staff edit in the dashboard ("Fiyatlar", "Firma Bilgileri"): one JSON value per
 * key, and every change kept field by field (when, who, old → new).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const timestamp = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('site_settings_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('changed_at', timestamp, (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .execute();
  await db.schema
    .createIndex('site_settings_history_key_changed_at')
    .on('site_settings_history')
    .columns(['key', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings_history').ifExists().execute();
  await db.schema.dropTable('site_settings').ifExists().execute();
}
