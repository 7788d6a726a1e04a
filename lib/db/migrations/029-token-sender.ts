import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Who sent an invitation (issue 35, docs/decisions/053): `staff_tokens.created_by` is the
 * manager who issued the link (null for links nobody sent, such as a reset the person asked for).
 * Disabling that manager cancels the invitations they sent; removing them clears the column.
 * `staff_audit`: what a manager did to a team account (an invitation sent or sent again), kept
 * after the account is gone (the e-mails are copied, not referenced).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .alterTable('staff_tokens')
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_email', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    // invite | invite-resent
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_subject_idx').on('staff_audit').columns(['subject_email']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
  await db.schema.alterTable('staff_tokens').dropColumn('created_by').execute();
}
