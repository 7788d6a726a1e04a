import type { Kysely } from 'kysely';

/**
 * The price estimate a quote request was made from (`/fiyat-hesaplama`): the range the
 * server computed when the request was stored, and the parsed inputs as JSON. Empty for
 * a request made without an estimate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  await db.schema.alterTable('quote_requests').addColumn('estimate_min', 'integer').execute();
  await db.schema.alterTable('quote_requests').addColumn('estimate_max', 'integer').execute();
  await db.schema.alterTable('quote_requests').addColumn('estimate_inputs', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['estimate_inputs', 'estimate_max', 'estimate_min']) {
    await db.schema.alterTable('quote_requests').dropColumn(column).execute();
  }
}
