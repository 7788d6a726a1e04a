import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTwoInstances } from '@/test/db-engines';
import { countPageView, takePageViews } from '@/lib/visitors';
import { flushPageViews } from '@/lib/visitors/index.server';
import { addPageViews, readVisitorFigures } from './page-views.server';

describe.each(testEngines())('page views stored per day on $name', (engine) => {
  // Two app instances on one database: two connections, migrated once.
  let a: Db;
  let b: Db;
  useTwoInstances(engine, (first, second) => ([a, b] = [first, second]));
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
