import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/** Events counted by rate limits (lead submissions, later sign-in failures), keyed by a hashed address. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema
    .createTable('rate_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_events_lookup_idx')
    .on('rate_events')
    .columns(['bucket', 'key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_events').ifExists().execute();
}
