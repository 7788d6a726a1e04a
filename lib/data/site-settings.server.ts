// Facts staff edit in the dashboard, one JSON value per key, with a field-by-field
// history of every change (migration 007).
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';

export interface SettingChange {
  /** The changed field inside the key's value, e.g. `evden-eve-nakliyat.priceFrom`. */
  field: string;
  /** Display forms (as staff read them in the history); null when there was none. */
  oldValue: string | null;
  newValue: string | null;
}

export interface SettingHistoryEntry extends SettingChange {
  id: string;
  key: string;
  changedAt: string;
  changedBy: string | null;
}

/** Every saved value, parsed; a value that is not JSON is left out (and logged). */
export async function readSettings(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const result: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      result[row.key] = JSON.parse(row.value);
    } catch {
      console.error(`[settings] the saved value of "${row.key}" is not JSON; it is ignored`);
    }
  }
  return result;
}

/** Saves a key's whole value and its changes in the history, in one transaction. */
export async function saveSetting(
  db: Db,
  input: { key: string; value: unknown; changes: SettingChange[]; by: string | null; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const value = JSON.stringify(input.value);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_settings')
      .values({ key: input.key, value, updated_at: now, updated_by: input.by })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now, updated_by: input.by }))
      .execute();
    if (input.changes.length > 0) {
      await trx
        .insertInto('site_settings_history')
        .values(
          input.changes.map((c) => ({
            id: randomUUID(),
            changed_at: now,
            changed_by: input.by,
            key: input.key,
            field: c.field,
            old_value: c.oldValue,
            new_value: c.newValue,
          })),
        )
        .execute();
    }
  });
}

/** The latest changes of the given keys, newest first. */
export async function listSettingHistory(db: Db, keys: string[], limit = 50): Promise<SettingHistoryEntry[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('site_settings_history')
    .selectAll()
    .where('key', 'in', keys)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    field: r.field,
    oldValue: r.old_value,
    newValue: r.new_value,
    changedAt: toIso(r.changed_at),
    changedBy: r.changed_by,
  }));
}

/** Field-by-field differences of two flat display maps (field → display value). */
export function diffFields(before: Record<string, string>, after: Record<string, string>): SettingChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((f) => before[f] !== after[f])
    .map((f) => ({ field: f, oldValue: before[f] ?? null, newValue: after[f] ?? null }));
}
