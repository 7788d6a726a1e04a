import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * The team (issue 28, decision 042). `user.disabled_at`: a manager disabled the account (it
 * cannot sign in; its sessions were ended). `staff_tokens`: one-time links by e-mail, an
 * invitation (valid 72 hours) or a password reset (valid one hour); only the token's SHA-256
 * is kept, so a copy of the database cannot be used to set anyone's password.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema.alterTable('user').addColumn('disabled_at', ts).execute();
  await db.schema
    .createTable('staff_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // invite | reset
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_tokens_user_idx').on('staff_tokens').columns(['user_id', 'purpose']).execute();
}
