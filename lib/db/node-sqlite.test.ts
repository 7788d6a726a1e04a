import { copyFileSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readState, writeState } from '@/lib/data/app-state';
import { createDatabase, migrateToLatest, type DatabaseHandle } from './kysely';
import { DatabaseFileLostError } from './node-sqlite';

let dataDir: string;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.db.destroy().catch(() => {});
  handle = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

async function open() {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-sqlite-'));
  const onLost = vi.fn();
  handle = createDatabase({ dataDir, sqlite: { onLost } });
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
