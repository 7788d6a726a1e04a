import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * A team instead of one account (issue 28): each staff account has a role (`yonetici`,
 * `ofis`, `saha`; lib/auth/permissions.ts) and an "on duty" switch that the round-robin
 * assignment of new leads reads; each lead may have an owner (`leads.assigned_to`, a user id).
 * Accounts made before roles existed are managers, so nobody loses access.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const bool = sql.raw(dialect === 'postgres' ? 'boolean' : 'integer');
  const no = sql.raw(dialect === 'postgres' ? 'false' : '0');
  await db.schema
    .alterTable('user')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('yonetici'))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('on_duty', bool, (c) => c.notNull().defaultTo(no))
    .execute();
  await db.schema.alterTable('leads').addColumn('assigned_to', 'text').execute();
  await sql`create index leads_assigned_idx on leads (assigned_to, created_at, id) where deleted_at is null and assigned_to is not null`.execute(
    db,
  );
}
