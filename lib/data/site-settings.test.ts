import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { listSettingHistory, readSettings, saveSetting } from './site-settings.server';

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
});
