import type { Kysely } from 'kysely';

const LEAD_TABLES = ['contact_messages', 'quote_requests'] as const;

/**
 * The id each rendered lead form carries (docs/decisions/015-forms-that-survive.md):
 * a second submission with the same id stores no second row. Leads stored before
 * have none (null), which a unique index allows any number of times on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).addColumn('submission_id', 'text').execute();
    await db.schema.createIndex(`${table}_submission_idx`).on(table).columns(['submission_id']).unique().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_submission_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('submission_id').execute();
  }
}
