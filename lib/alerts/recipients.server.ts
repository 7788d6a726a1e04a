// Who an alert is for, read when it is sent (so an owner assigned in the same transaction, or
// later, counts): the lead's owner; without one, every office worker on duty; an escalation
// goes to every manager. Roles and the on-duty switch are migration 016's columns of `user`.
import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import type { AlertEvent } from './events';

/** The columns of Better Auth's `user` table this module reads (migration 005 + 016). */
type UserColumns = {
  user: { id: string; role: string; on_duty: boolean | number };
};

export const MANAGER_ROLE = 'yonetici';
export const OFFICE_ROLE = 'ofis';

export async function alertRecipients(
  db: Db,
  event: AlertEvent,
  lead: { assignedTo: string | null },
): Promise<string[]> {
  const users = db.withTables<UserColumns>();
  if (event === 'escalation') {
    const rows = await users.selectFrom('user').select('id').where('role', '=', MANAGER_ROLE).execute();
    return rows.map((r) => r.id);
  }
  if (lead.assignedTo) return [lead.assignedTo];
  const rows = await users.selectFrom('user').select(['id', 'on_duty']).where('role', '=', OFFICE_ROLE).execute();
  return rows.filter((r) => r.on_duty === true || r.on_duty === 1).map((r) => r.id);
}

/** A staff member's role (migration 016); null for an unknown user. */
export async function staffRole(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .withTables<UserColumns>()
    .selectFrom('user')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}
