import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/** Outbox of staff e-mails about new leads: written in the lead's transaction, sent after it. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema
    .createTable('lead_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_kind', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', sql.raw(ts), (c) => c.notNull())
    .addColumn('sent_at', sql.raw(ts))
    .addColumn('last_error', 'text')
    .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lead_notifications_pending_idx')
    .on('lead_notifications')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_notifications').ifExists().execute();
}
