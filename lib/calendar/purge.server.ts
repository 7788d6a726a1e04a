import 'server-only';
import type { Db } from '@/lib/db/kysely.server';

/** Deletes the calendar's rows of purged leads (in the purge's transaction): moves with their assignments, reminders. */
export async function purgeCalendarRows(trx: Db, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  const moves = trx.selectFrom('moves').select('id').where('lead_id', 'in', leadIds);
  await trx.deleteFrom('move_vehicles').where('move_id', 'in', moves).execute();
  await trx.deleteFrom('move_crews').where('move_id', 'in', moves).execute();
  await trx.deleteFrom('move_staff').where('move_id', 'in', moves).execute();
  await trx.deleteFrom('moves').where('lead_id', 'in', leadIds).execute();
  await trx.deleteFrom('calendar_reminders').where('lead_id', 'in', leadIds).execute();
}
