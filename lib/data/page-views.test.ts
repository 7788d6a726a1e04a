import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '@/lib/db/kysely.server';
import { countPageView, takePageViews } from '@/lib/visitors/page-views';
import { flushPageViews } from '@/lib/visitors/flush.server';
import { addPageViews, readVisitorFigures } from './page-views.server';

/**
 * Two app instances on one database: two connections (two pools on PostgreSQL, two
 * handles on one SQLite file), migrated once.
 */
interface SharedDatabase {
  name: string;
  open(): Promise<{ a: Db; b: Db; close(): Promise<void> }>;
}

const sqlite: SharedDatabase = {
  name: 'sqlite',
  async open() {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-page-views-'));
    const first = createDatabase({ dataDir });
    await migrateToLatest(first);
    const second = createDatabase({ dataDir });
    return {
      a: first.db,
      b: second.db,
      async close() {
        await first.db.destroy();
        await second.db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(url: string): SharedDatabase {
  return {
    name: 'postgres',
    async open() {
      const schema = `test_pv_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const options = { databaseUrl: url, dataDir: os.tmpdir(), pgSchema: schema };
      const first = createDatabase(options);
      await migrateToLatest(first);
      const second = createDatabase(options);
      return {
        a: first.db,
        b: second.db,
        async close() {
          await first.db.destroy();
          await second.db.destroy();
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop schema ${schema} cascade`);
          await client.end();
        },
      };
    },
  };
}

const engines = process.env.TEST_DATABASE_URL ? [sqlite, postgres(process.env.TEST_DATABASE_URL)] : [sqlite];

describe.each(engines)('page views stored per day on $name', (engine) => {
  let a: Db;
  let b: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await engine.open());
  });
  afterAll(async () => close());
  afterEach(async () => {
    await a.deleteFrom('page_views').execute();
    takePageViews();
  });

  it('before the first view every figure is 0 and counting has not begun', async () => {
    expect(await readVisitorFigures(a, '2026-12-01')).toEqual({ today: 0, month: 0, allTime: 0, since: null });
  });

  it('one row per day; today, this month and all time add up the right days; since is the first day', async () => {
    await addPageViews(
      a,
      new Map([
        ['2026-11-30', 40],
        ['2026-12-01', 5],
        ['2026-12-02', 7],
      ]),
    );
    await addPageViews(a, new Map([['2026-12-02', 3]]));
    const rows = await a.selectFrom('page_views').selectAll().orderBy('day').execute();
    expect(rows).toEqual([
      { day: '2026-11-30', views: 40 },
      { day: '2026-12-01', views: 5 },
      { day: '2026-12-02', views: 10 },
    ]);
    expect(await readVisitorFigures(a, '2026-12-02')).toEqual({
      today: 10,
      month: 15,
      allTime: 55,
      since: '2026-11-30',
    });
    // On a day with no view yet, today is 0 and the month holds only its own days.
    expect(await readVisitorFigures(a, '2027-01-01')).toEqual({
      today: 0,
      month: 0,
      allTime: 55,
      since: '2026-11-30',
    });
  });

  it('two instances writing at once count into one figure, which both read', async () => {
    const writes = [];
    for (let i = 0; i < 20; i++) {
      writes.push(addPageViews(a, new Map([['2026-12-03', 2]])));
      writes.push(addPageViews(b, new Map([['2026-12-03', 3]])));
    }
    await Promise.all(writes);
    for (const db of [a, b]) expect((await readVisitorFigures(db, '2026-12-03')).today).toBe(100);
  });

  it('the flush writes what this process counted, one upsert per day, and keeps it when the write fails', async () => {
    const at = new Date('2026-12-04T10:00:00Z');
    for (let i = 0; i < 7; i++) countPageView(at);
    await flushPageViews(a);
    expect((await readVisitorFigures(b, '2026-12-04')).today).toBe(7);

    // The database fails: nothing is lost and the failure is only logged.
    countPageView(at);
    countPageView(at);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      insertInto: () => {
        throw new Error('database down');
      },
    } as unknown as Db;
    await expect(flushPageViews(broken)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[visitors] page views not written yet:', 'database down');
    error.mockRestore();
    countPageView(at);
    await flushPageViews(a);
    expect((await readVisitorFigures(b, '2026-12-04')).today).toBe(10);
  });
});
