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
  return (await readSettingsWithVersions(db)).values;
}

/**
 * Every saved value with its version, from one read (so a form never pairs a value with
 * another save's version). A key never saved has version 0.
 */
export async function readSettingsWithVersions(
  db: Db,
): Promise<{ values: Record<string, unknown>; versions: Record<string, number> }> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value', 'version']).execute();
  const values: Record<string, unknown> = {};
  const versions: Record<string, number> = {};
  for (const row of rows) {
    versions[row.key] = Number(row.version);
    try {
      values[row.key] = JSON.parse(row.value);
    } catch {
      console.error(`[settings] the saved value of "${row.key}" is not JSON; it is ignored`);
    }
  }
  return { values, versions };
}

/** Who saved a key last, and when (the answer to a refused, stale save). */
export interface SettingSaver {
  key: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/**
 * A save made from a form opened before someone else saved the same key: refused, so
 * nobody's values are written over without them seeing it (docs/decisions/044).
 */
export class StaleSettingError extends Error {
  constructor(readonly saver: SettingSaver) {
    super(`the setting "${saver.key}" was saved by someone else (version ${saver.version})`);
    this.name = 'StaleSettingError';
  }
}

export interface SettingSave {
  key: string;
  value: unknown;
  changes: SettingChange[];
  /** The version the form was opened with (0: never saved); omitted: saved whatever the version is. */
  expectedVersion?: number;
}

/** Saves a key's whole value and its changes in the history, in one transaction. */
export async function saveSetting(
  db: Db,
  input: SettingSave & { by: string | null; now?: Date },
): Promise<void> {
  await saveSettings(db, [input], { by: input.by, now: input.now });
}

/**
 * Saves several keys together (one form): all or none, in one transaction. A key whose
 * saved version is no longer the expected one throws StaleSettingError and nothing is saved.
 * Each save raises the key's version by one.
 */
export async function saveSettings(
  db: Db,
  saves: SettingSave[],
  options: { by: string | null; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const by = options.by;
  await db.transaction().execute(async (trx) => {
    for (const input of saves) {
      const value = JSON.stringify(input.value);
      let written: bigint;
      if (input.expectedVersion === undefined) {
        const result = await trx
          .insertInto('site_settings')
          .values({ key: input.key, value, updated_at: now, updated_by: by, version: 1 })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => ({
              value,
              updated_at: now,
              updated_by: by,
              version: eb(eb.ref('site_settings.version'), '+', 1),
            })),
          )
          .executeTakeFirst();
        written = result.numInsertedOrUpdatedRows ?? 1n;
      } else if (input.expectedVersion === 0) {
        const result = await trx
          .insertInto('site_settings')
          .values({ key: input.key, value, updated_at: now, updated_by: by, version: 1 })
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst();
        written = result.numInsertedOrUpdatedRows ?? 0n;
      } else {
        const result = await trx
          .updateTable('site_settings')
          .set((eb) => ({ value, updated_at: now, updated_by: by, version: eb(eb.ref('version'), '+', 1) }))
          .where('key', '=', input.key)
          .where('version', '=', input.expectedVersion)
          .executeTakeFirst();
        written = result.numUpdatedRows;
      }
      if (written === 0n) {
        const row = await trx
          .selectFrom('site_settings')
          .select(['version', 'updated_at', 'updated_by'])
          .where('key', '=', input.key)
          .executeTakeFirst();
        throw new StaleSettingError({
          key: input.key,
          version: row ? Number(row.version) : 0,
          updatedAt: row ? toIso(row.updated_at) : toIso(now),
          updatedBy: row?.updated_by ?? null,
        });
      }
      if (input.changes.length > 0) {
        await trx
          .insertInto('site_settings_history')
          .values(
            input.changes.map((c) => ({
              id: randomUUID(),
              changed_at: now,
              changed_by: by,
              key: input.key,
              field: c.field,
              old_value: c.oldValue,
              new_value: c.newValue,
            })),
          )
          .execute();
      }
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
