import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * The customer's private page of a lead, `/talep/{token}` (docs/decisions/034-customer-page.md):
 * one row per link handed out (the form's answer, an e-mail, a link staff copied). Only the
 * token's SHA-256 is stored, so the database cannot give a working link away; a link is
 * revoked by staff, and all of a lead's links go with it when the lead is purged.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('lead_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    // Where the link was handed out: form, email, staff (lib/leads/links.server.ts).
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .addColumn('last_opened_at', ts)
    .execute();
  await db.schema.createIndex('lead_links_lead_idx').on('lead_links').columns(['lead_id', 'created_at']).execute();
}
