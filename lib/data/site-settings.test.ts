import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import {
  StaleSettingError,
  listSettingHistory,
  readSettings,
  readSettingsWithVersions,
  saveSetting,
  saveSettings,
} from './site-settings.server';

describe.each(testEngines())('staff-edited settings on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('reads nothing before anything is saved', async () => {
    expect(await readSettings(db)).toEqual({});
    expect(await listSettingHistory(db, ['company'])).toEqual([]);
  });

  it('saves a value as JSON, replaces it on the next save and keeps every change with who and when', async () => {
    const key = `test-${Math.random().toString(36).slice(2)}`;
    await saveSetting(db, {
      key,
      value: { phone: '+902163334455' },
      changes: [{ field: 'co.phone', oldValue: '0212 555 00 00', newValue: '0216 333 44 55' }],
      by: 'ayse@example.com',
      now: new Date('2026-11-20T10:00:00Z'),
    });
    await saveSetting(db, {
      key,
      value: { phone: '+902163334466' },
      changes: [{ field: 'co.phone', oldValue: '0216 333 44 55', newValue: '0216 333 44 66' }],
      by: 'mehmet@example.com',
      now: new Date('2026-11-21T10:00:00Z'),
    });
    expect((await readSettings(db))[key]).toEqual({ phone: '+902163334466' });
    const history = await listSettingHistory(db, [key]);
    expect(history.map((h) => [h.changedBy, h.oldValue, h.newValue, h.changedAt])).toEqual([
      ['mehmet@example.com', '0216 333 44 55', '0216 333 44 66', '2026-11-21T10:00:00.000Z'],
      ['ayse@example.com', '0212 555 00 00', '0216 333 44 55', '2026-11-20T10:00:00.000Z'],
    ]);
    expect(await listSettingHistory(db, ['another-key'])).toEqual([]);
  });

  describe('two staff saving the same form at once (docs/decisions/044)', () => {
    const fresh = () => `test-${Math.random().toString(36).slice(2)}`;

    it('raises the version with each save and refuses a save from a form opened before the last one', async () => {
      const key = fresh();
      // Both open the form while nothing is saved (version 0).
      await saveSetting(db, { key, value: { name: 'Ayşe' }, changes: [], by: 'ayse@example.com', expectedVersion: 0 });
      expect((await readSettingsWithVersions(db)).versions[key]).toBe(1);
      const late = saveSetting(db, {
        key,
        value: { name: 'Mehmet' },
        changes: [{ field: 'co.name', oldValue: 'x', newValue: 'Mehmet' }],
        by: 'mehmet@example.com',
        expectedVersion: 0,
      });
      await expect(late).rejects.toBeInstanceOf(StaleSettingError);
      await late.catch((error: StaleSettingError) => {
        expect(error.saver).toMatchObject({ key, version: 1, updatedBy: 'ayse@example.com' });
      });
      // Ayşe's value stays and Mehmet's change left no history.
      expect((await readSettings(db))[key]).toEqual({ name: 'Ayşe' });
      expect(await listSettingHistory(db, [key])).toEqual([]);
      // Opened after Ayşe's save: accepted, version 2.
      await saveSetting(db, { key, value: { name: 'Mehmet' }, changes: [], by: 'mehmet@example.com', expectedVersion: 1 });
      expect((await readSettingsWithVersions(db)).versions[key]).toBe(2);
      await expect(
        saveSetting(db, { key, value: { name: 'Eski' }, changes: [], by: 'ayse@example.com', expectedVersion: 1 }),
      ).rejects.toBeInstanceOf(StaleSettingError);
      expect((await readSettings(db))[key]).toEqual({ name: 'Mehmet' });
    });

    it('saves a form of two keys all or none: a stale second key leaves the first unchanged', async () => {
      const [a, b] = [fresh(), fresh()];
      await saveSettings(
        db,
        [
          { key: a, value: 1, changes: [], expectedVersion: 0 },
          { key: b, value: 1, changes: [], expectedVersion: 0 },
        ],
        { by: 'ayse@example.com' },
      );
      await saveSetting(db, { key: b, value: 2, changes: [], by: 'mehmet@example.com', expectedVersion: 1 });
      await expect(
        saveSettings(
          db,
          [
            { key: a, value: 3, changes: [{ field: 'a', oldValue: '1', newValue: '3' }], expectedVersion: 1 },
            { key: b, value: 3, changes: [], expectedVersion: 1 },
          ],
          { by: 'ayse@example.com' },
        ),
      ).rejects.toBeInstanceOf(StaleSettingError);
      const after = await readSettingsWithVersions(db);
      expect([after.values[a], after.values[b]]).toEqual([1, 2]);
      expect([after.versions[a], after.versions[b]]).toEqual([1, 2]);
      expect(await listSettingHistory(db, [a])).toEqual([]);
    });

    it('of two saves sent at the same moment from the same version, exactly one is written', async () => {
      const key = fresh();
      await saveSetting(db, { key, value: 'start', changes: [], by: null, expectedVersion: 0 });
      const results = await Promise.allSettled(
        ['ayse', 'mehmet'].map((name) =>
          saveSetting(db, { key, value: name, changes: [], by: `${name}@example.com`, expectedVersion: 1 }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(StaleSettingError);
      expect((await readSettingsWithVersions(db)).versions[key]).toBe(2);
    });

    it('a save without a version (a script) is written whatever the version is, and raises it', async () => {
      const key = fresh();
      await saveSetting(db, { key, value: 1, changes: [], by: null });
      await saveSetting(db, { key, value: 2, changes: [], by: null });
      const after = await readSettingsWithVersions(db);
      expect([after.values[key], after.versions[key]]).toEqual([2, 2]);
    });
  });
});
