import { describe, expect, it } from 'vitest';
import { SIGNAL_WINDOW_MS, SignalFollower } from '@/lib/cache/signal-follower.server';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { insertRevalidationSignal, listRevalidationSignals } from './revalidation-signals.server';

describe.each(testEngines())('revalidation signals between instances on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('an instance revalidates what the others signalled after it started, once each, never its own', async () => {
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 + ms);
    await insertRevalidationSignal(db, { path: '/eski', type: '', origin: 'b' }, at(0));
    const a = new SignalFollower('a');
    expect(await a.poll(db)).toEqual([]); // what was there before it started

    await insertRevalidationSignal(db, { path: '/galeri', type: '', origin: 'b' }, at(1000));
    await insertRevalidationSignal(db, { path: '/', type: 'layout', origin: 'c' }, at(2000));
    await insertRevalidationSignal(db, { path: '/video-galeri', type: '', origin: 'a' }, at(3000));
    expect((await a.poll(db)).map((s) => [s.path, s.type, s.origin])).toEqual([
      ['/galeri', '', 'b'],
      ['/', 'layout', 'c'],
    ]);
    expect(await a.poll(db)).toEqual([]);

    // Committed late, or from an instance whose clock is behind: older than the newest seen, still within the window.
    await insertRevalidationSignal(db, { path: '/gec', type: 'page', origin: 'b' }, at(500));
    expect((await a.poll(db)).map((s) => s.path)).toEqual(['/gec']);
    // Beyond the window it is no longer looked for.
    await insertRevalidationSignal(db, { path: '/cok-gec', type: '', origin: 'b' }, at(3000 - SIGNAL_WINDOW_MS - 1));
    expect(await a.poll(db)).toEqual([]);
  });

  it('lists the signals after a moment, oldest first', async () => {
    const base = new Date('2031-01-01T00:00:00Z');
    await insertRevalidationSignal(db, { path: '/iki', type: '', origin: 'x' }, new Date(base.getTime() + 2000));
    await insertRevalidationSignal(db, { path: '/bir', type: 'page', origin: 'x' }, new Date(base.getTime() + 1000));
    const listed = await listRevalidationSignals(db, base);
    expect(listed.map((s) => [s.path, s.type, s.createdAt])).toEqual([
      ['/bir', 'page', '2031-01-01T00:00:01.000Z'],
      ['/iki', '', '2031-01-01T00:00:02.000Z'],
    ]);
  });
});
