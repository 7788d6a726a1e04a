import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';

export async function readState(db: Db, key: string): Promise<{ value: string; updatedAt: string } | null> {
  const row = await db.selectFrom('app_state').select(['value', 'updated_at']).where('key', '=', key).executeTakeFirst();
  return row ? { value: row.value, updatedAt: toIso(row.updated_at) } : null;
}

export async function writeState(db: Db, key: string, value: string, now = new Date()): Promise<void> {
  await db
    .insertInto('app_state')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
