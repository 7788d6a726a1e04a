import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readState, writeState } from '@/lib/data/app-state.server';
import { createDatabase, migrateToLatest, type DatabaseHandle } from './kysely.server';
import { DatabaseFileLostError, type SqliteOptions } from './node-sqlite';

let dataDir: string;
let handle: DatabaseHandle | undefined;
let locker: ChildProcess | undefined;
afterEach(async () => {
  locker?.kill();
  locker = undefined;
  await handle?.db.destroy().catch(() => {});
  handle = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(options: SqliteOptions = {}) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-sqlite-'));
  const onLost = vi.fn();
  handle = createDatabase({ dataDir, sqlite: { onLost, ...options } });
  await migrateToLatest(handle);
  return { db: handle.db, onLost, file: path.join(dataDir, 'site.db') };
}

describe('a database file deleted or replaced under the running server', () => {
  it('refuses every statement after an rm, and says so once', async () => {
    const { db, onLost, file } = await open();
    await writeState(db, 'once', 'before');
    rmSync(file);
    await expect(writeState(db, 'once', 'after')).rejects.toThrow(DatabaseFileLostError);
    await expect(readState(db, 'once')).rejects.toThrow(/was deleted/);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('refuses every statement after a restore by mv over the file', async () => {
    const { db, onLost, file } = await open();
    await writeState(db, 'once', 'before');
    copyFileSync(file, `${file}.restored`);
    renameSync(`${file}.restored`, file);
    await expect(writeState(db, 'once', 'after')).rejects.toThrow(/was replaced/);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('goes on as long as the file is the one it opened', async () => {
    const { db, onLost } = await open();
    await writeState(db, 'once', 'before');
    await writeState(db, 'once', 'after');
    expect((await readState(db, 'once'))?.value).toBe('after');
    expect(onLost).not.toHaveBeenCalled();
  });
});

describe('a full disk', () => {
  it('reports "database or disk is full", not the failed rollback after it', async () => {
    const { db } = await open();
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 2}`).execute(db);
    const write = db.transaction().execute(async (trx) => {
      for (let i = 0; i < 100; i++) await writeState(trx, `dolgu-${i}`, 'x'.repeat(4000));
    });
    await expect(write).rejects.toThrow('database or disk is full');
  });
});

/**
 * Another process (an operator's sqlite3 shell, a script) takes the write lock on the file
 * with BEGIN EXCLUSIVE and a row of its own, and holds it until `release()` commits.
 */
async function foreignLock(file: string) {
  const code = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(process.argv[1]);
    db.exec("BEGIN EXCLUSIVE; INSERT INTO app_state (key, value, updated_at) VALUES ('yabanci', 'kilit', '2026-01-01T00:00:00.000Z')");
    process.stdout.write('locked\\n');
    process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });`;
  const child = spawn(process.execPath, ['-e', code, file], { stdio: ['pipe', 'pipe', 'inherit'] });
  locker = child;
  await once(child.stdout!, 'data');
  return {
    release: async () => {
      child.stdin!.write('commit\n');
      await once(child, 'exit');
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a lock on the file held by another process', () => {
  it('lets the event loop run while a write waits, and the write succeeds once the lock is gone', async () => {
    const { db, file } = await open();
    const lock = await foreignLock(file);
    const done: string[] = [];
    const write = writeState(db, 'bekleyen', 'sonra').then(() => done.push('write'));
    // Timers keep firing while the write waits (a synchronous wait would hold them until
    // the driver gave up, and the write would fail).
    for (let i = 0; i < 10; i++) await tick();
    done.push('timers');
    expect(done).toEqual(['timers']);
    await lock.release();
    await write;
    expect(done).toEqual(['timers', 'write']);
    expect((await readState(db, 'bekleyen'))?.value).toBe('sonra');
    expect((await readState(db, 'yabanci'))?.value).toBe('kilit');
  });

  it('runs a waiting transaction as a whole after the lock, seeing what the other process committed', async () => {
    const { db, file } = await open();
    const lock = await foreignLock(file);
    const transaction = db.transaction().execute(async (trx) => {
      const seen = await readState(trx, 'yabanci');
      await writeState(trx, 'gordugu', seen?.value ?? 'hiçbir şey');
    });
    for (let i = 0; i < 5; i++) await tick();
    await lock.release();
    await transaction;
    expect((await readState(db, 'gordugu'))?.value).toBe('kilit');
  });

  it('reads while another process holds the write lock, also while a write of its own waits for it', async () => {
    const { db, file } = await open();
    await writeState(db, 'onceki', 'var');
    const lock = await foreignLock(file);
    let written = false;
    const write = writeState(db, 'onceki', 'yeni').then(() => (written = true));
    expect((await readState(db, 'onceki'))?.value).toBe('var');
    expect(written).toBe(false);
    await lock.release();
    await write;
    expect((await readState(db, 'onceki'))?.value).toBe('yeni');
  });

  it('gives up with "database is locked" after its deadline, and works again afterwards', async () => {
    const { db, file } = await open({ busyDeadlineMs: 200 });
    const lock = await foreignLock(file);
    await expect(writeState(db, 'gec', 'kalan')).rejects.toThrow('database is locked');
    await lock.release();
    await writeState(db, 'gec', 'kalan');
    expect((await readState(db, 'gec'))?.value).toBe('kalan');
  });
});

describe('foreign keys on SQLite', () => {
  it('are on for every connection: the pragma reads 1 and a row pointing at nothing is refused', async () => {
    const { db, file } = await open();
    const pragma = async (q: typeof db) =>
      (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(q)).rows[0]?.foreign_keys;
    expect(await pragma(db)).toBe(1);
    expect(await db.transaction().execute((trx) => pragma(trx))).toBe(1);
    // The reading connection, used while another process holds the write lock.
    const lock = await foreignLock(file);
    try {
      expect(await pragma(db)).toBe(1);
    } finally {
      await lock.release();
    }
    await expect(
      sql`insert into move_vehicles (move_id, vehicle_id) values ('yok', 'yok')`.execute(db),
    ).rejects.toThrow(/FOREIGN KEY/i);
  });
});
