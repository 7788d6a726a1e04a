import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Pages revalidated by one app instance, for the others to revalidate too
 * (docs/decisions/019-cross-instance-revalidation.md). Rows older than a day are swept.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('revalidation_signals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    // 'page', 'layout' or '' (revalidatePath's optional type).
    .addColumn('type', 'text', (c) => c.notNull())
    // The instance that revalidated already (it skips its own signals).
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text'), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revalidation_signals_created_idx')
    .on('revalidation_signals')
    .columns(['created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revalidation_signals').ifExists().execute();
}
