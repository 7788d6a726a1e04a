import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readState } from '@/lib/data/app-state.server';
import { createDatabase, getDatabase, migrateToLatest, openReadyDatabase, WRITE_PROBE_KEY } from './kysely.server';
import { connectWithBackoff } from './startup.server';

const work = mkdtempSync(path.join(os.tmpdir(), 'hn-startup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** A data folder with a migrated database, closed again. */
async function migratedFolder(name: string): Promise<string> {
  const dataDir = path.join(work, name);
  mkdirSync(dataDir);
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle);
  await handle.db.destroy();
  return dataDir;
}

describe('a database that opens but cannot be written, at start', () => {
  it('is not ready: the write probe fails with the real reason', async () => {
    const dataDir = await migratedFolder('salt-okunur');
    await expect(openReadyDatabase({ dataDir, sqlite: { readOnly: true } })).rejects.toThrow(
      'The database cannot be written: attempt to write a readonly database',
    );
    const writable = await openReadyDatabase({ dataDir });
    expect((await readState(writable.db, WRITE_PROBE_KEY))?.value).toMatch(/^\d{4}-/);
    await writable.db.destroy();
  });

  // Root writes through file permissions, so this runs only as an ordinary user (the test
  // above covers the probe everywhere by opening the file read-only).
  it.skipIf(process.getuid?.() === 0)('is not ready when its folder and file are read-only', async () => {
    const dataDir = await migratedFolder('izinsiz');
    chmodSync(path.join(dataDir, 'site.db'), 0o444);
    chmodSync(dataDir, 0o555);
    try {
      await expect(openReadyDatabase({ dataDir })).rejects.toThrow();
    } finally {
      chmodSync(dataDir, 0o755);
    }
  });
});

describe('waiting for the database at start', () => {
  it('keeps trying with growing pauses until the database can be opened', async () => {
    const dataDir = path.join(work, 'sonra-gelen');
    // A folder where the database file should be: SQLite cannot open it.
    mkdirSync(path.join(dataDir, 'site.db'), { recursive: true });
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const pauses: number[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    await connectWithBackoff(async (ms) => {
      pauses.push(ms);
      // The operator fixes it after the third failure.
      if (pauses.length === 3) rmSync(path.join(dataDir, 'site.db'), { recursive: true });
    });
    expect(pauses).toEqual([500, 1000, 2000]);
    expect(errors.mock.calls[0]?.join(' ')).toMatch(/\[db\] database not ready \(attempt 1\)/);
    expect(logs).toHaveBeenCalledWith('[db] database ready after 4 attempts.');
    const { db } = await getDatabase();
    expect((await readState(db, WRITE_PROBE_KEY))?.value).toMatch(/^\d{4}-/);
    await db.destroy();
  });
});
