import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/** Small named values the application keeps across restarts (e.g. the last good currency rates). */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text'), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_state').ifExists().execute();
}
