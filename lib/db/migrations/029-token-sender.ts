import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Who sent an invitation (issue 35, docs/decisions/053): `staff_tokens.created_by` is the
 * manager who issued the link (null for links nobody sent, such as a reset the person asked for).
 * Disabling that manager cancels the invitations they sent; removing them clears the column.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('staff_tokens')
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_tokens').dropColumn('created_by').execute();
}
