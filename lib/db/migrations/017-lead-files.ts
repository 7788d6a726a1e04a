import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * A lead's private files (issue 26): the photos and videos a customer adds on their page
 * (the survey: the pre-move condition record) and those attached to a damage report
 * (issue 29, `damage_report_id`). Never at a public address: served only to staff and to the
 * holder of the lead's link. `sha256` is the stored file's checksum, copied into an accepted
 * offer's snapshot. Rows and files go with the lead's purge and after the retention period.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('lead_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    // photo | video
    .addColumn('kind', 'text', (c) => c.notNull())
    // The room the customer labelled it with (an inventory room key), or null.
    .addColumn('room', 'text')
    // The key in the private store (lib/storage), never under the public media prefix.
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('original_name', 'text')
    // Set when the file belongs to a damage report (issue 29) rather than the survey.
    .addColumn('damage_report_id', 'text')
    // "customer", or the staff member's e-mail.
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_files_lead_idx').on('lead_files').columns(['lead_id', 'created_at']).execute();
}
