import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * A quote request's inventory (issue 26, docs/decisions/038-inventory.md): the rooms, the
 * counts of catalogue items, free-text items and the boxes, as JSON (`data`, lib/inventory).
 * One row per lead, written room by room as the customer moves on. `item_count` (pieces in
 * all rooms) lets the staff list show its badge without reading the JSON. Goes with the
 * lead's purge.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('lead_inventories')
    .addColumn('lead_id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    // customer (their page) | estimate (entered on /fiyat-hesaplama with the request)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_inventories').execute();
}
